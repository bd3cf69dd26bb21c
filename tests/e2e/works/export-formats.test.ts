import { type SourceLine, scriptElements, shownText } from '@juzuo/script-formats';
import { docxParagraphs, pdfBody, sampleEpisode } from '@juzuo/script-formats/testing';
import { describe, expect, it } from 'vitest';
import { downloadBytes } from '../support/browser';
import { useStory } from '../support/story';
import { createWork, ownerWithTeam, wait, workAction } from './helpers';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const html = (lines: SourceLine[]) =>
  lines.map((l) => `<p${l.block ? ` data-block="${l.block}"` : ''}>${escapeHtml(l.text)}</p>`).join('');

// Issue 16: a whole work exported as one PDF and one Word file from the work menu, through the durable
// job (progress to done, download), and the files read back as the editor shows the script.
describe('export of a work as script files', () => {
  const story = useStory();

  // Two durable jobs and two downloads in one story: more than the default minute on a loaded machine.
  it('exports a two-episode script as PDF and as DOCX from the work menu', { timeout: 180_000 }, async () => {
    const { owner, teamId } = await ownerWithTeam(story, '剧本导出组');
    const workId = await createWork(story, owner, { project_name: '风雪客栈', project_type: 'SCRIPT' });
    const expected: string[] = [];
    for (const episode of [1, 2]) {
      const doc_name = `第${episode}集`;
      const { doc_id } = await story.api.call<{ doc_id: string }>('POST', '/ixj_web/project/doc/add', {
        token: owner.token,
        body: { project_id: workId, doc_name },
      });
      const lines = sampleEpisode(episode);
      await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
        token: owner.token,
        body: { doc_id, content: html(lines) },
      });
      expected.push(doc_name, ...shownText(scriptElements(lines, episode)).split('\n'));
    }

    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/worksManage');
    for (const format of ['pdf', 'docx'] as const) {
      await workAction(page, '风雪客栈', 'export-file');
      const dialog = page.getByTestId('export-dialog');
      await dialog.waitFor(wait);
      await dialog.getByTestId(`export-format-${format}`).check();
      await dialog.getByTestId('export-start').click();
      const state = dialog.getByTestId('job-state');
      await expect.poll(() => state.getAttribute('data-state'), wait).toBe('done');
      await expect.poll(() => dialog.getByTestId('job-percent').textContent(), wait).toBe('100%');
      expect(await dialog.getByTestId('export-status').textContent()).toContain('共 2 篇文档');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByTestId('job-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`风雪客栈.${format}`);
      const file = await downloadBytes(download);
      if (format === 'pdf') {
        const pdf = pdfBody(file);
        expect(pdf.title.startsWith('风雪客栈')).toBe(true);
        expect(pdf.body).toBe(expected.join('').replace(/\s+/g, ''));
      } else {
        const paragraphs = await docxParagraphs(file);
        expect(paragraphs[0]).toBe('风雪客栈');
        expect(paragraphs.slice(3)).toEqual(expected.filter((l) => l !== ''));
      }
      await dialog.getByTestId('export-close').click();
      await dialog.waitFor({ state: 'detached', ...wait });
    }
  });

  it('downloads one volume as a text file from the document tree', {
    timeout: 180_000,
  }, async () => {
    const { owner, teamId } = await ownerWithTeam(story, '分卷导出组');
    const workId = await createWork(story, owner, { project_name: '长河', project_type: 'SCRIPT' });
    const { volume_id } = await story.api.call<{ volume_id: string }>('POST', '/ixj_web/project/volume/add', {
      token: owner.token,
      body: { project_id: workId, volume_name: '上卷' },
    });
    // One document inside the volume, one outside it: only the first is in the volume's file.
    const expected: string[] = [];
    for (const [episode, inVolume] of [
      [1, true],
      [2, false],
    ] as const) {
      const doc_name = `第${episode}集`;
      const { doc_id } = await story.api.call<{ doc_id: string }>('POST', '/ixj_web/project/doc/add', {
        token: owner.token,
        body: { project_id: workId, doc_name, ...(inVolume ? { volume_id } : {}) },
      });
      const lines = sampleEpisode(episode);
      await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
        token: owner.token,
        body: { doc_id, content: html(lines) },
      });
      if (inVolume) expected.push(...shownText(scriptElements(lines, episode)).split('\n'));
    }

    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto(`/workDetail/${workId}/SCRIPT/script`);
    const volume = page.locator(`[data-testid="tree-volume"][data-volume-id="${volume_id}"]`);
    await volume.waitFor(wait);
    await volume.getByTestId('tree-volume-name').hover();
    await volume.getByTestId('tree-volume-export').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.waitFor(wait);
    await dialog.getByTestId('export-format-txt').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('export-start').click(),
    ]);
    await dialog.waitFor({ state: 'detached', ...wait });
    expect(download.suggestedFilename()).toBe('上卷.txt');
    const text = (await downloadBytes(download)).toString('utf8');
    const shown = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    for (const line of expected.filter((l) => l.trim() !== '')) expect(shown).toContain(line);
    expect(text).not.toContain(shownText(scriptElements(sampleEpisode(2), 2)).split('\n')[0]);
  });
});
