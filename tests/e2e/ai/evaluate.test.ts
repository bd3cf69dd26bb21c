import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptFixture, wait } from '../editor/support';
import { llmEnv } from '../support/ai';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';

// Issue 15, AI evaluation in the browser: the real product with LLM_BASE_URL pointing at the
// OpenAI-compatible double (json_schema answers built from the evaluated text). A writer adds a work
// on /workBench/evaluate, starts a run, watches it finish, reads the report, and a quote opens the
// snapshot at the quoted words.

const OPERATOR = '13615009321';
const LLM_ENV = await llmEnv(OPERATOR);
const SCRIPT = '<p>1-1 夜 外 长安城</p><p>张小敬：五尊阎罗在此。</p><p>反转：狼卫首领竟是靖安司的人。</p>';

describe('AI evaluation', () => {
  const story = useStory({ env: LLM_ENV });

  it('evaluates a work from the workbench and reads the report with quotes that open the snapshot', async () => {
    const fx = await scriptFixture(story);
    const operator = await story.api.signInBySms(OPERATOR);
    await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
      token: operator.token,
      body: { user_id: fx.owner.userId, special_tags: { ai_evaluate: 1 } },
    });
    await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
      token: fx.owner.token,
      body: { doc_id: fx.docId, content: SCRIPT },
    });
    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.goto('/workBench/evaluate');
    await page.getByTestId('evaluate-workbench').waitFor(wait);
    await page.getByLabel('站内作品').selectOption({ label: '客栈风云' });
    await page.getByRole('button', { name: '添加作品' }).click();
    const row = page.getByTestId('evaluate-row').first();
    await expect
      .poll(() => row.getByTestId('evaluate-status').textContent(), wait)
      .toContain('内部作品未开始评估');
    await row.getByRole('button', { name: '开始评估' }).click();
    await expect.poll(() => row.getByTestId('evaluate-status').textContent(), wait).toContain('AI评估完成');
    await row.getByRole('link', { name: '查看报告' }).click();

    await page.getByTestId('evaluate-report').waitFor(wait);
    await expect.poll(() => page.getByTestId('evaluate-dimension').count(), wait).toBe(7);
    expect(await page.getByTestId('evaluate-overall').textContent()).toMatch(/总评 \d+\.\d/);
    const quote = page.getByTestId('evaluate-quote').first();
    const quoted = ((await quote.textContent()) ?? '').replace(/[“”]/g, '');
    expect(quoted.length).toBeGreaterThan(1);
    await quote.click();
    await expect
      .poll(() => page.getByTestId('evaluate-snapshot').locator('mark').textContent(), wait)
      .toBe(quoted);
    expect(await page.getByTestId('evaluate-snapshot').textContent()).toContain('张小敬：五尊阎罗在此。');
    await page.screenshot({ path: path.join(artifactsDir, 'evaluate-report.png'), fullPage: true });
  });
});
