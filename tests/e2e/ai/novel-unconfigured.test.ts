import { describe, expect, it } from 'vitest';
import { wait } from '../editor/support';
import { useStory } from '../support/story';

// Issue 15: without LLM_BASE_URL the novel-to-script page says the engine is not configured and what
// an operator sets, instead of a form whose every submit would fail.

const OPERATOR = '13615009601';

describe('novel to script without an engine', () => {
  const story = useStory({ env: { ADMIN_PHONES: OPERATOR, LLM_BASE_URL: '', LLM_MODELS: '' } });

  it('shows 未配置 with what to configure', async () => {
    const owner = await story.api.signInBySms();
    const teamId = await story.api.createTeam(owner, '改编剧组');
    const operator = await story.api.signInBySms(OPERATOR);
    await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
      token: operator.token,
      body: { user_id: owner.userId, special_tags: { ai_chat: 1, novel_to_script: 1 } },
    });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/novelToScript');
    await expect
      .poll(() => page.getByTestId('novel-unconfigured').textContent(), wait)
      .toContain('LLM_BASE_URL');
    expect(await page.getByTestId('novel-unconfigured').textContent()).toContain('AI引擎未配置');
    expect(await page.getByTestId('novel-workbench').count()).toBe(0);
  });
});
