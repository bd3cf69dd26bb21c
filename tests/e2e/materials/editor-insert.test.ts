import { describe, expect, it } from 'vitest';
import { caretToEnd, editorText, openEditor, scriptFixture, serverText, wait } from '../editor/support';
import { useStory } from '../support/story';

// Issue 14 (web): the script editor's 素材 panel searches the materials centre and inserts a material
// at the caret; the inserted lines keep the material's id and the use is counted.
describe('materials centre: the editor panel', () => {
  const story = useStory();

  it('inserts a searched material at the caret, linked to its source, and counts the use', async () => {
    const { owner, docId } = await scriptFixture(story);
    const { id } = await story.api.call<{ id: string }>('POST', '/mt_web/material/manage/add', {
      token: owner.token,
      body: {
        title: '掌柜的开场白',
        content: '掌柜：客官里边请，今夜风雪大，小店只剩一间上房。',
        cat1: 'taici',
        tags: ['开场'],
        scope: 1,
      },
    });
    const { page } = await story.signedIn({ who: owner });
    await openEditor(page, docId);
    await caretToEnd(page);
    await page.keyboard.type('风雪夜');

    await page.getByTestId('materials-toggle').click();
    await page.getByTestId('materials-panel-input').fill('上房');
    await page.getByTestId('materials-panel-search').click();
    const item = page.locator(`[data-testid="materials-panel-item"][data-id="${id}"]`);
    await item.waitFor(wait);
    await item.getByTestId('material-insert').click();

    // In the editor after what was typed, marked with its source, and saved to the server.
    await expect.poll(() => editorText(page), wait).toContain('小店只剩一间上房');
    const text = await editorText(page);
    expect(text.indexOf('风雪夜')).toBeLessThan(text.indexOf('小店只剩一间上房'));
    expect(await page.locator(`[data-testid="script-editor"] [data-material-id="${id}"]`).count()).toBe(1);
    await expect.poll(() => serverText(story, owner.token, docId), wait).toContain('小店只剩一间上房');

    // The use is counted.
    await expect
      .poll(
        async () =>
          (
            await story.api.call<{ use_count: number }>('GET', '/mt_web/material/detail', {
              token: owner.token,
              query: { id },
            })
          ).use_count,
        wait,
      )
      .toBe(1);
  }, 120_000);
});
