import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { editorText, openEditor, serverText, wait, waitSynced } from './support';

// Issue 4: "Novels use chapters (章) with plain prose" — no script elements, plain paragraphs.
describe('novel chapter editor', () => {
  const story = useStory();

  it('writes plain prose in a chapter named 第1章, counted in Chinese words', async () => {
    const owner = await story.api.signInBySms();
    const teamId = await story.api.createTeam(owner, '小说工作室');
    const { project_id: workId } = await story.api.call<{ project_id: string }>(
      'POST',
      '/ixj_web/project/add',
      {
        token: owner.token,
        body: { project_name: '长夜行', project_type: 'SCRIPT', media_type: 'NOVEL', length_type: 'LONG' },
      },
    );
    // No name given: the server names the part by the novel's unit.
    const { doc_id: docId } = await story.api.call<{ doc_id: string }>('POST', '/ixj_web/project/doc/add', {
      token: owner.token,
      body: { project_id: workId },
    });
    const { page } = await story.signedIn({ who: owner, teamId });
    await openEditor(page, docId);
    await waitSynced(page);
    expect(await page.getByTestId('editor-doc-name').textContent()).toBe('第1章');
    const surface = page.getByTestId('script-editor');
    expect(await surface.getAttribute('aria-label')).toBe('章节正文');
    // Script tools are not offered for prose.
    expect(await page.getByTestId('block-picker').count()).toBe(0);

    await surface.click();
    await page.keyboard.type('夜色压城。');
    await page.keyboard.press('Enter');
    await page.keyboard.type('他推开门，风灌了进来。');
    await expect.poll(() => editorText(page), wait).toContain('风灌了进来');
    // 5 + 11 characters of Chinese text and punctuation, each counted once.
    await expect.poll(() => page.getByTestId('word-count').textContent(), wait).toBe('16');

    await expect
      .poll(() => serverText(story, owner.token, docId), wait)
      .toBe('夜色压城。\n他推开门，风灌了进来。');
    const detail = await story.api.call<{ content: string }>('GET', '/ixj_web/project/doc/detail', {
      token: owner.token,
      query: { doc_id: docId },
    });
    // Plain paragraphs: no script block types stored.
    expect(detail.content).toBe('<p>夜色压城。</p><p>他推开门，风灌了进来。</p>');
  });
});
