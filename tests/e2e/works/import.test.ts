import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../support/api';
import { artifactsFor } from '../support/paths';
import { useStory } from '../support/story';
import { createWork, ownerWithTeam, wait } from './helpers';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Word script in the common Chinese layout: 第N集 headings, 集-场 scene lines, 人物：, △ action, full-width colons. */
async function chineseScript(): Promise<Buffer> {
  const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  const doc = new Document({
    sections: [
      {
        children: [
          p('第1集', true),
          p('1-1  日  内  客栈大堂', true),
          p('人物：林秋、掌柜'),
          p('△林秋推门而入，抖落一身雨水。'),
          p('林秋：掌柜，还有房吗？'),
          p('掌柜：有，有。'),
          p('黑屏字幕：三年后'),
          p('第2集', true),
          p('2-1  夜  外  后院', true),
          p('人物：林秋'),
          p('△月光下，林秋独自站着。'),
          p('林秋：他不会来了。'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A PNG's first bytes under a Word file's name. */
const pngAsDocx = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

/** The element of every line of the open editor, with its text. */
function editorLines(page: Page): Promise<{ block: string; text: string }[]> {
  return page
    .getByTestId('script-editor')
    .locator(':scope > p')
    .evaluateAll((ps) =>
      ps.map((p) => ({ block: p.getAttribute('data-block') ?? 'plain', text: p.textContent ?? '' })),
    );
}

// Issue 16, import: a writer brings a Word script into a new work from the works list, fixes one line
// the recogniser read wrongly in the preview, and lands in the first episode's editor; a file that is
// not a script is refused in the dialog with a Chinese reason and nothing is created.
describe('import of a script file', () => {
  const story = useStory();

  const works = async (who: SignedIn, teamId: string) =>
    (
      await story.api.call<{ list: { project_name?: string; name?: string }[] }>(
        'GET',
        '/ixj_web/project/list',
        { token: who.token, query: { team_id: teamId } },
      )
    ).list;

  it('imports a DOCX script into a new work with one line fixed in the preview', {
    timeout: 120_000,
  }, async () => {
    const { owner, teamId } = await ownerWithTeam(story, '剧本导入组');
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/workBench/worksManage');
    await page.getByTestId('works-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.waitFor(wait);
    await dialog
      .getByTestId('import-file')
      .setInputFiles({ name: '风雪客栈.docx', mimeType: DOCX, buffer: await chineseScript() });

    // The preview: two episodes, the first unfolded with each line's recognised element.
    const parts = dialog.getByTestId('import-part');
    await expect.poll(() => parts.count(), wait).toBe(2);
    expect(await dialog.getByTestId('import-work-name').inputValue()).toBe('风雪客栈');
    expect(await dialog.getByTestId('import-part-name').allTextContents()).toEqual(['第1集', '第2集']);
    const first = parts.nth(0).getByTestId('import-line');
    const shown = await first.evaluateAll((ls) => ls.map((l) => l.getAttribute('data-block')));
    expect(shown).toEqual(['scene', 'characters', 'action', 'dialogue', 'dialogue', 'transition']);
    // The preview scrolls inside the dialog: the dialog stays within the window at 1024 px.
    const box = await dialog.boundingBox();
    expect(box && box.y + box.height <= 768 && box.width <= 1024).toBe(true);
    await page.screenshot({
      path: path.join(artifactsFor(fileURLToPath(import.meta.url)), 'preview-1024.png'),
    });

    // 黑屏字幕：三年后 is read as a transition (黑屏 is a cut); the writer means a caption over black and
    // makes it action.
    const caption = first.filter({ hasText: '黑屏字幕' });
    await caption.getByTestId('import-line-block').selectOption('action');
    await expect.poll(() => caption.getAttribute('data-block'), wait).toBe('action');
    expect(await dialog.getByTestId('import-summary').textContent()).toBe('将导入 2 篇文档，已更正 1 行');
    await dialog.getByTestId('import-submit').click();

    // The first episode opens in its editor; the tree holds both episodes.
    await page.waitForURL(/\/workDetail\/[^/]+\/SCRIPT\/script\?doc=/, wait);
    const names = page.getByTestId('tree-doc-name');
    await expect.poll(() => names.allTextContents(), wait).toEqual(['第1集', '第2集']);
    await expect.poll(() => page.getByTestId('script-doc-title').textContent(), wait).toBe('第1集');
    await expect
      .poll(async () => (await editorLines(page)).find((l) => l.text === '黑屏字幕：三年后')?.block, wait)
      .toBe('action');
    const lines = await editorLines(page);
    expect(lines.map((l) => l.block)).toEqual([
      'scene',
      'characters',
      'action',
      'dialogue',
      'dialogue',
      'action',
    ]);
    expect(lines[3]?.text).toBe('林秋：掌柜，还有房吗？');
    expect((await works(owner, teamId)).length).toBe(1);
  });

  it('refuses a picture named .docx in the dialog and creates nothing', { timeout: 120_000 }, async () => {
    const { owner, teamId } = await ownerWithTeam(story, '剧本导入错误组');
    await createWork(story, owner, { project_name: '旧作', project_type: 'SCRIPT' });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/workBench/worksManage');
    await page.getByTestId('works-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.waitFor(wait);
    await dialog
      .getByTestId('import-file')
      .setInputFiles({ name: '剧本.docx', mimeType: DOCX, buffer: pngAsDocx() });
    const error = dialog.getByTestId('import-error');
    await error.waitFor(wait);
    expect(await error.textContent()).toBe(
      '不支持的文件类型，请导入 Word（.docx）、TXT、Fountain 或 FDX 文件',
    );
    expect(await dialog.getByTestId('import-part').count()).toBe(0);
    expect(await dialog.getByTestId('import-submit').isDisabled()).toBe(true);
    await page.screenshot({
      path: path.join(artifactsFor(fileURLToPath(import.meta.url)), 'refused-1440.png'),
    });
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached', ...wait });
    expect(await works(owner, teamId)).toHaveLength(1);
  });

  it('imports a text script into a volume from the document tree', { timeout: 120_000 }, async () => {
    const { owner, teamId } = await ownerWithTeam(story, '剧本导入卷组');
    const workId = await createWork(story, owner, { project_name: '长夜', project_type: 'SCRIPT' });
    const { volume_id } = await story.api.call<{ volume_id: string }>('POST', '/ixj_web/project/volume/add', {
      token: owner.token,
      body: { project_id: workId, volume_name: '第一卷' },
    });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto(`/workDetail/${workId}/SCRIPT/script`);
    const volume = page.locator(`[data-testid="tree-volume"][data-volume-id="${volume_id}"]`);
    await volume.waitFor(wait);
    await volume.getByTestId('tree-volume-name').hover();
    await volume.getByTestId('tree-volume-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.waitFor(wait);
    const text = '第1集 夜归\n1-1 夜 外 长街\n人物：阿青\n△阿青提灯走过。\n阿青：到家了。';
    await dialog
      .getByTestId('import-file')
      .setInputFiles({ name: '长夜.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await expect.poll(() => dialog.getByTestId('import-part').count(), wait).toBe(1);
    expect(await dialog.getByTestId('import-submit').textContent()).toBe('导入到「第一卷」');
    await dialog.getByTestId('import-submit').click();
    await dialog.waitFor({ state: 'detached', ...wait });
    await expect
      .poll(() => volume.getByTestId('tree-doc-name').allTextContents(), wait)
      .toEqual(['第1集 夜归']);
    await expect.poll(() => page.getByTestId('script-doc-title').textContent(), wait).toBe('第1集 夜归');
    await expect
      .poll(async () => (await editorLines(page)).map((l) => l.block), wait)
      .toEqual(['scene', 'characters', 'action', 'dialogue']);

    // The tree's own 导入 puts a Fountain file at the top level of the work.
    await page.getByTestId('tree-import').click();
    await dialog.waitFor(wait);
    // A Chinese name cannot be upper case, so Fountain forces the character with @.
    const fountain = 'Title: 长夜\n\nINT. 客栈 - 夜\n\n阿青提灯走进来。\n\n@阿青\n到家了。\n';
    await dialog
      .getByTestId('import-file')
      .setInputFiles({ name: '长夜.fountain', mimeType: 'text/plain', buffer: Buffer.from(fountain) });
    await expect.poll(() => dialog.getByTestId('import-part').count(), wait).toBe(1);
    expect(await dialog.getByTestId('import-submit').textContent()).toBe('导入');
    await dialog.getByTestId('import-submit').click();
    await dialog.waitFor({ state: 'detached', ...wait });
    const topLevel = page.locator('[data-testid="doc-tree"] div > ul > [data-testid="tree-doc"]');
    await expect.poll(() => topLevel.count(), wait).toBe(1);
    const name = await topLevel.getByTestId('tree-doc-name').textContent();
    await expect.poll(() => page.getByTestId('script-doc-title').textContent(), wait).toBe(name);
    await expect
      .poll(async () => (await editorLines(page)).map((l) => l.block), wait)
      .toEqual(['scene', 'action', 'dialogue']);
    await page.screenshot({
      path: path.join(artifactsFor(fileURLToPath(import.meta.url)), 'tree-after-import.png'),
    });
  });
});
