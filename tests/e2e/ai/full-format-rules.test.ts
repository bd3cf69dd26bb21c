import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorText, openEditor, scriptFixture, wait, waitSynced } from '../editor/support';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';

// Issue 15: without a chat engine full-book element recognition still runs on the importer's rules,
// and the 格式整理 pane says so. 整理全部分集 lists every episode's proposals; another episode's are
// accepted after opening it (the pane there shows the same run).

const story = useStory({ env: { LLM_BASE_URL: '', LLM_MODELS: '' } });
const EPISODE_1 = '<p>1-1 日 内 客栈大堂</p><p>林秋：掌柜，来壶酒。</p>';
const EPISODE_2 = '<p>2-1 夜 外 客栈后院</p><p>△掌柜提灯而来。</p><p data-block="dialogue">掌柜：谁？</p>';

describe('full-book element recognition without an engine', () => {
  it('runs on the rules for the whole work, and another episode is applied after opening it', async () => {
    const fx = await scriptFixture(story);
    const { doc_id: secondId } = await story.api.call<{ doc_id: string }>(
      'POST',
      '/ixj_web/project/doc/add',
      {
        token: fx.owner.token,
        body: { project_id: fx.workId, doc_name: '第2集' },
      },
    );
    for (const [docId, content] of [
      [fx.docId, EPISODE_1],
      [secondId, EPISODE_2],
    ] as const) {
      await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
        token: fx.owner.token,
        body: { doc_id: docId, content },
      });
    }
    const writer = await story.signedIn({ who: await fx.member(['WriteWork']), teamId: fx.teamId });
    const page = writer.page;
    /** The element of each editor line, in order (null: plain). */
    const blocks = () =>
      page
        .locator('[data-testid="script-editor"] > p')
        .evaluateAll((ps) => ps.map((p) => p.getAttribute('data-block')));
    await openEditor(page, fx.docId);
    await expect.poll(() => editorText(page), wait).toContain('来壶酒');
    await waitSynced(page);

    await page.getByTestId('format-toggle').click();
    await page.getByTestId('format-run-all').click();
    await expect.poll(() => page.getByTestId('format-summary').isVisible(), wait).toBe(true);
    expect(await page.getByTestId('format-engine-note').textContent()).toContain('未配置AI引擎');
    const groups = page.getByTestId('format-group');
    expect(await groups.count()).toBe(2);
    expect(await groups.nth(0).textContent()).toContain('第1集（当前）');
    expect(await groups.nth(1).textContent()).toContain('第2集');
    expect(await page.getByTestId('format-source').allTextContents()).toEqual([
      '规则',
      '规则',
      '规则',
      '规则',
    ]);
    // Another episode's proposals are listed, not applied from here.
    expect(await groups.nth(1).getByTestId('format-accept').count()).toBe(0);

    await groups.nth(0).getByTestId('format-accept-all').click();
    await expect.poll(blocks, wait).toEqual(['scene', 'dialogue']);

    await groups.nth(1).getByTestId('format-open-doc').click();
    await expect.poll(() => editorText(page), wait).toContain('掌柜提灯而来');
    await waitSynced(page);
    await page.getByTestId('format-toggle').click();
    const here = page.getByTestId('format-group').nth(0);
    await expect.poll(() => here.textContent(), wait).toContain('第2集（当前）');
    await here.getByTestId('format-accept-all').click();
    await expect.poll(blocks, wait).toEqual(['scene', 'action', 'dialogue']);
    expect(await editorText(page)).not.toContain('△掌柜');
    await expect.poll(() => here.getByTestId('format-group-count').textContent(), wait).toBe('2 处已处理');
    // The first episode's proposals read as done there (its stored text, a few seconds behind the relay).
    const first = page.getByTestId('format-group').nth(1);
    expect(await first.textContent()).toContain('第1集');
    await expect.poll(() => first.getByTestId('format-group-count').textContent(), wait).toBe('2 处已处理');
    expect(
      await first.getByTestId('format-item').evaluateAll((els) => els.map((e) => e.textContent)),
    ).toEqual([expect.stringContaining('已是此格式'), expect.stringContaining('已是此格式')]);
    await page.screenshot({ path: path.join(artifactsDir, 'ai-full-format-rules.png') });

    // 全部采纳 is one undo step in the editor: both lines go back, and the pane offers them again.
    await page.getByText('谁？').click();
    await page.keyboard.press('Control+z');
    await expect.poll(blocks, wait).toEqual([null, null, 'dialogue']);
    expect(await editorText(page)).toContain('△掌柜提灯而来');
    await expect
      .poll(() => here.getByTestId('format-group-count').textContent(), wait)
      .toBe('待处理 2 / 2 处');
  });
});
