import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  caretToEnd,
  editorText,
  openEditor,
  scriptFixture,
  serverText,
  wait,
  waitSynced,
} from '../editor/support';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';
import { waitForPath, waitForToast } from '../support/ui';

// Issue 4 History: /editor/history/{id} with versions, the 304 notice, a diff of two, and recover.
describe('document history page', () => {
  const story = useStory();

  it('creates versions, refuses an unchanged one, diffs two, and recovers the older for every editor', async () => {
    const fx = await scriptFixture(story);
    const { context, page: editor } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await openEditor(editor, fx.docId);
    await waitSynced(editor);
    await editor.getByTestId('script-editor').click();
    await editor.keyboard.type('掌柜拨着算盘。');
    await expect.poll(() => serverText(story, fx.owner.token, fx.docId), wait).toContain('掌柜拨着算盘。');

    // The history page in a second tab (reached from the editor's 历史版本 link): a named version.
    const history = await context.newPage();
    await history.goto(`/editor/edit/${fx.docId}`);
    await history.getByTestId('editor-history-link').click();
    await waitForPath(history, new RegExp(`^/editor/history/${fx.docId}$`));
    await history.getByTestId('history-create').waitFor(wait);
    await history.getByTestId('history-create-name').fill('初稿');
    await history.getByTestId('history-create').click();
    await waitForToast(history, 'success', '版本已创建');
    const first = history.getByTestId('history-item').filter({ hasText: '初稿' });
    await first.waitFor(wait);
    expect(await first.getAttribute('data-auto')).toBe('false');
    expect(Number(await first.getByTestId('history-chars').textContent())).toBeGreaterThan(0);

    // Nothing changed since: the server answers 304 and the page says so.
    await history.getByTestId('history-create').click();
    await waitForToast(history, 'warning', '不能重复创建版本');

    // More text in the editor, then a second version.
    await caretToEnd(editor);
    await editor.keyboard.press('Enter');
    await editor.keyboard.type('林秋推门而入。');
    await expect.poll(() => serverText(story, fx.owner.token, fx.docId), wait).toContain('林秋推门而入。');
    await history.getByTestId('history-create-name').fill('二稿');
    await history.getByTestId('history-create').click();
    const second = history.getByTestId('history-item').filter({ hasText: '二稿' });
    await second.waitFor(wait);

    // Preview one, then pick both for a diff: the added line is marked as added.
    await first.getByTestId('history-open').click();
    await expect
      .poll(() => history.getByTestId('history-preview-text').textContent(), wait)
      .toBe('掌柜拨着算盘。');
    await first.getByTestId('history-compare').check();
    await second.getByTestId('history-compare').check();
    await expect
      .poll(() => history.getByTestId('diff-add').allTextContents(), wait)
      .toContain('林秋推门而入。');
    expect(await history.getByTestId('diff-del').count()).toBe(0);
    await history.screenshot({ path: path.join(artifactsDir, 'history-diff.png') });
    expect(await history.getByTestId('history-diff-stats').textContent()).toContain('新增 7 字，删除 0 字');

    // Recover the first version after confirming: the stored text and the open editor both go back.
    await first.getByTestId('history-recover').click();
    await history.getByTestId('confirm-ok').click();
    await waitForToast(history, 'success', '已恢复到「初稿」');
    await expect
      .poll(() => serverText(story, fx.owner.token, fx.docId), wait)
      .not.toContain('林秋推门而入。');
    expect(await serverText(story, fx.owner.token, fx.docId)).toContain('掌柜拨着算盘。');
    await expect.poll(() => editorText(editor), wait).not.toContain('林秋推门而入。');
    // Nothing is lost: the replaced content is the newest version (二稿), so no duplicate backup is taken.
    expect(await history.getByTestId('history-item').filter({ hasText: '恢复前自动保存' }).count()).toBe(0);
    await second.waitFor(wait);
  });

  it('renames and deletes a version', async () => {
    const fx = await scriptFixture(story);
    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.goto(`/editor/history/${fx.docId}`);
    await page.getByTestId('history-create').waitFor(wait);
    await page.getByTestId('history-create').click();
    const item = page.getByTestId('history-item').first();
    await item.waitFor(wait);
    await item.getByTestId('history-rename').click();
    await item.getByTestId('history-rename-input').fill('定稿');
    await item.getByTestId('history-rename-save').click();
    await expect.poll(() => page.getByTestId('history-name').first().textContent(), wait).toBe('定稿');
    const list = await story.api.call<{ list: { name: string }[] }>(
      'GET',
      '/ixj_web/works/doc_history_list',
      {
        token: fx.owner.token,
        query: { doc_id: fx.docId },
      },
    );
    expect(list.list.map((v) => v.name)).toContain('定稿');

    await page.getByTestId('history-item').first().getByTestId('history-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('history-empty').waitFor(wait);
  });

  it('an idea document keeps versions too: from the idea editor to its history, preview and recover live', async () => {
    const fx = await scriptFixture(story);
    const { idea_id: ideaId } = await story.api.call<{ idea_id: string }>(
      'POST',
      '/ixj_web/project/idea/add',
      {
        token: fx.owner.token,
        body: { project_id: fx.workId, doc_type: 3, edit_type: 1, idea_name: '长安故事' },
      },
    );
    const ideaText = async () =>
      (
        await story.api.call<{ text: string }>('GET', '/ixj_web/project/idea/detail', {
          token: fx.owner.token,
          query: { idea_id: ideaId },
        })
      ).text;
    const { context, page: editor } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const conception = `/workDetail/${fx.workId}/SCRIPT/conception?idea=${ideaId}`;
    await editor.goto(conception);
    await editor.getByTestId('idea-editor').waitFor(wait);
    await waitSynced(editor);
    // A new idea is one empty line: a click puts the caret in it.
    await editor.getByTestId('script-editor').click();
    await editor.keyboard.type('长安十二时辰');
    await expect.poll(ideaText, wait).toBe('长安十二时辰');

    // The idea editor's 历史版本 link, in a second tab: a named version.
    const history = await context.newPage();
    await history.goto(conception);
    await history.getByTestId('idea-history-link').click();
    await waitForPath(history, `/editor/history/${ideaId}?kind=idea`);
    await history.getByTestId('history-create').waitFor(wait);
    await expect
      .poll(() => history.getByTestId('history-doc-name').textContent(), wait)
      .toContain('长安故事');
    await history.getByTestId('history-create-name').fill('初稿');
    await history.getByTestId('history-create').click();
    await waitForToast(history, 'success', '版本已创建');
    const first = history.getByTestId('history-item').filter({ hasText: '初稿' });
    await first.waitFor(wait);

    // More text, then recover the first version: the idea and its open editor go back.
    await editor.getByTestId('script-editor').locator('p').last().click();
    await editor.keyboard.press('End');
    await editor.keyboard.press('Enter');
    await editor.keyboard.type('上元节，死囚出狱。');
    await expect.poll(ideaText, wait).toBe('长安十二时辰\n上元节，死囚出狱。');
    await first.getByTestId('history-open').click();
    await expect
      .poll(() => history.getByTestId('history-preview-text').textContent(), wait)
      .toBe('长安十二时辰');
    await first.getByTestId('history-recover').click();
    await history.getByTestId('confirm-ok').click();
    await waitForToast(history, 'success', '已恢复到「初稿」');
    await expect.poll(ideaText, wait).toBe('长安十二时辰');
    await expect.poll(() => editorText(editor), wait).not.toContain('上元节');
    // The replaced text was kept as a version (the undo of the recover).
    await history.getByTestId('history-item').filter({ hasText: '恢复前自动保存' }).waitFor(wait);
  });
});
