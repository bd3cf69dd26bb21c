import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { highlighted, scriptFixture, wait } from '../editor/support';
import { llmEnv } from '../support/ai';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';

// Issue 15, an evaluation report into the supervisor review, and the character analysis: the real
// product with LLM_BASE_URL at the OpenAI-compatible double. The writer chooses one finding on the
// report page, posts it (发到审阅), follows the link to the supervise page and finds the comment in
// the review sidebar, highlighted on the quoted words; back on the report, 人物分析 runs to its cards.

const OPERATOR = '13615009311';
const LLM_ENV = await llmEnv(OPERATOR);
const QUOTE = '张小敬：五尊阎罗在此。';
const SCRIPT = `<p>1-1 夜 外 长安城</p><p>${QUOTE}</p><p>李必：天亮之前，必须找到他。</p>`;

describe('AI evaluation into the review', () => {
  const story = useStory({ env: LLM_ENV });

  it('posts a chosen finding as a review comment on the quoted words; analyses the characters', async () => {
    const fx = await scriptFixture(story);
    const operator = await story.api.signInBySms(OPERATOR);
    const token = fx.owner.token;
    await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
      token: operator.token,
      body: { user_id: fx.owner.userId, special_tags: { ai_evaluate: 1 } },
    });
    await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
      token,
      body: { doc_id: fx.docId, content: SCRIPT },
    });
    const { eid } = await story.api.call<{ eid: string }>('POST', '/ai_web/ai/add_evaluate_work', {
      token,
      body: { work_id: fx.workId, work_from: 0 },
    });
    await story.api.call('POST', '/ai_web/ai/exe_evaluate', { token, body: { eid } });
    await expect
      .poll(async () => {
        const { list } = await story.api.call<{ list: { eid: string; status: number }[] }>(
          'GET',
          '/ai_web/ai/evaluate_work_list',
          { token },
        );
        return list.find((w) => w.eid === eid)?.status;
      }, wait)
      .toBe(3);

    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.goto(`/evaluate/detail/${eid}/${fx.workId}/0/${encodeURIComponent('客栈风云')}`);
    await page.getByTestId('evaluate-report').waitFor(wait);
    await page.getByRole('button', { name: '发到审阅' }).click();
    const panel = page.getByTestId('post-review');
    await panel.waitFor(wait);
    await panel.getByRole('button', { name: '全不选' }).click();
    await expect.poll(() => panel.getByTestId('post-review-item').first().isChecked(), wait).toBe(false);
    await panel.locator('label', { hasText: QUOTE }).first().getByRole('checkbox').check();
    await page.screenshot({ path: path.join(artifactsDir, 'evaluate-post-review.png'), fullPage: true });
    await panel.getByRole('button', { name: '发到审阅（1条）' }).click();
    const done = page.getByTestId('post-review-done');
    await expect.poll(() => done.textContent(), wait).toContain('已发到审阅 1 条');

    await done.getByRole('link', { name: '去审阅查看《第1集》' }).click();
    await page.getByTestId('review-sidebar').waitFor(wait);
    await expect.poll(() => page.getByTestId('review-thread-quote').allInnerTexts(), wait).toEqual([QUOTE]);
    expect(await page.getByTestId('review-threads').textContent()).toContain('【AI评估·');
    await expect.poll(() => highlighted(page), wait).toEqual([QUOTE]);
    await page.screenshot({ path: path.join(artifactsDir, 'evaluate-review-sidebar.png'), fullPage: true });

    await page.goBack();
    await page.getByTestId('evaluate-report').waitFor(wait);
    const analysis = page.getByTestId('character-analysis');
    await analysis.getByRole('button', { name: '开始人物分析' }).click();
    await expect
      .poll(() => analysis.getByTestId('character-analysis-state').textContent(), wait)
      .toBe('共 2 个人物');
    expect(await analysis.getByTestId('character-card').allInnerTexts()).toEqual([
      expect.stringContaining('张小敬'),
      expect.stringContaining('李必'),
    ]);
    await analysis.getByRole('button', { name: `“${QUOTE}”` }).click();
    await expect
      .poll(() => page.getByTestId('evaluate-snapshot').locator('mark').textContent(), wait)
      .toBe(QUOTE);
    await page.screenshot({ path: path.join(artifactsDir, 'evaluate-characters.png'), fullPage: true });
  });
});
