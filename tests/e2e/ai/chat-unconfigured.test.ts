import { describe, expect, it } from 'vitest';
import { openEditor, scriptFixture, wait, waitSynced } from '../editor/support';
import { useStory } from '../support/story';

// Issue 15: without LLM_BASE_URL every AI entry says the engine is not configured and what an
// operator sets; without the ai_chat tag the panel says which permission is missing.

const OPERATOR = '13615009101';

describe('AI chat panel without an engine', () => {
  const story = useStory({ env: { ADMIN_PHONES: OPERATOR, LLM_BASE_URL: '', LLM_MODELS: '' } });

  it('shows 未开通 without the tag and 未配置 with what to configure', async () => {
    const fx = await scriptFixture(story);
    const writerWho = await fx.member(['WriteWork']);
    const writer = await story.signedIn({ who: writerWho, teamId: fx.teamId });
    await openEditor(writer.page, fx.docId);
    // The toolbar settles once the relay has answered (the 格式整理 toggle appears for a writer and the
    // presence avatar with it, moving AI助手 left); a click aimed before that missed the toggle once.
    await waitSynced(writer.page);
    await writer.page.getByTestId('ai-chat-toggle').click();
    await expect
      .poll(() => writer.page.getByTestId('ai-chat-closed').textContent(), wait)
      .toContain('AI对话');

    const operator = await story.api.signInBySms(OPERATOR);
    await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
      token: operator.token,
      body: { user_id: writerWho.userId, special_tags: { ai_chat: 1 } },
    });
    await writer.page.reload();
    await waitSynced(writer.page);
    await writer.page.getByTestId('ai-chat-toggle').click();
    const box = writer.page.getByTestId('ai-chat-unconfigured');
    await expect.poll(() => box.textContent(), wait).toContain('AI引擎未配置');
    expect(await box.textContent()).toContain('LLM_BASE_URL');
    expect(await box.textContent()).toContain('LLM_MODELS');
  });
});
