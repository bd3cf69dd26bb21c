import { describe, expect, it } from 'vitest';
import { scriptFixture, wait } from '../editor/support';
import { useStory } from '../support/story';

// Issue 15: without LLM_BASE_URL the evaluation entries (workbench, work page, report page) say the
// engine is not configured and what an operator sets; without the ai_evaluate tag, which is missing.

const OPERATOR = '13615009401';

describe('AI evaluation without an engine', () => {
  const story = useStory({ env: { ADMIN_PHONES: OPERATOR, LLM_BASE_URL: '', LLM_MODELS: '' } });

  it('shows 未开通 without the tag and 未配置 with what to configure on every entry', async () => {
    const fx = await scriptFixture(story);
    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.goto('/workBench/evaluate');
    // The route guard's page for a tag-gated entry names the missing tag.
    await expect.poll(() => page.locator('main').textContent(), wait).toContain('该功能需开通「AI评估」权限');

    const operator = await story.api.signInBySms(OPERATOR);
    await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
      token: operator.token,
      body: { user_id: fx.owner.userId, special_tags: { ai_evaluate: 1 } },
    });
    for (const url of [
      '/workBench/evaluate',
      `/workDetail/${fx.workId}/SCRIPT/evaluate`,
      `/evaluate/detail/none/${fx.workId}/0/${encodeURIComponent('客栈风云')}`,
    ]) {
      await page.goto(url);
      await expect
        .poll(() => page.getByTestId('evaluate-unconfigured').textContent(), wait)
        .toContain('LLM_BASE_URL');
      expect(await page.getByTestId('evaluate-unconfigured').textContent()).toContain('AI引擎未配置');
    }
  });
});
