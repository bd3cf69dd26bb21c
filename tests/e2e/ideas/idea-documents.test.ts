import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { caretToEnd, editorText, scriptFixture, wait, waitSynced } from '../editor/support';
import { useStory } from '../support/story';

// Issue 12: idea documents of every edit type on the conception page; a rich-text idea written by
// two users through the real relay, switched to cards and back without losing its text.

const titles = (page: Page) => page.getByTestId('card-title').allInnerTexts();
const selectedIdea = (page: Page) => new URL(page.url()).searchParams.get('idea') ?? '';

/** Creates an idea of a type and edit type from the sidebar form; answers its id once it is open. */
async function newIdea(page: Page, docType: string, editType: string): Promise<string> {
  const before = selectedIdea(page);
  await page.getByTestId('new-idea-type').selectOption(docType);
  await page.getByTestId('new-idea-edit-type').selectOption(editType);
  await page.getByTestId('new-idea').click();
  await expect.poll(() => selectedIdea(page) !== before && selectedIdea(page) !== '', wait).toBe(true);
  return selectedIdea(page);
}

/** Switches the open idea's edit type through the toolbar and its confirmation. */
async function switchTo(page: Page, editType: string) {
  await page.getByTestId(`idea-switch-${editType}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect
    .poll(() => page.getByTestId(`idea-switch-${editType}`).getAttribute('aria-pressed'), wait)
    .toBe('true');
}

describe('idea documents', () => {
  const story = useStory();

  it('creates an idea of each edit type, two users write the rich-text one, and it becomes cards and back', async () => {
    const fx = await scriptFixture(story);
    const editor = await fx.member(['EditIdeas']);
    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const conception = `/workDetail/${fx.workId}/SCRIPT/conception`;
    await a.page.goto(conception);
    await a.page.getByTestId('new-idea-form').waitFor(wait);

    // One of each: cards, character sheets, and last the rich-text story (which stays open).
    await newIdea(a.page, '2', '2');
    await a.page.getByTestId('card-board').waitFor(wait);
    await newIdea(a.page, '6', '3');
    await a.page.getByTestId('sync-characters').waitFor(wait);
    const ideaId = await newIdea(a.page, '3', '1');
    await a.page.getByTestId('idea-editor').waitFor(wait);
    await expect
      .poll(
        async () =>
          (
            await a.page
              .getByTestId('idea-row')
              .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-edit-type')))
          ).sort(),
        wait,
      )
      .toEqual(['1', '2', '3']);

    // Two writers in the rich-text idea: presence, and each one's text reaches the other.
    const b = await story.signedIn({ who: editor, teamId: fx.teamId });
    await b.page.goto(`${conception}?idea=${ideaId}`);
    await b.page.getByTestId('idea-editor').waitFor(wait);
    await Promise.all([waitSynced(a.page), waitSynced(b.page)]);
    await expect.poll(() => a.page.getByTestId('presence-user').count(), wait).toBe(1);

    await caretToEnd(a.page);
    await a.page.keyboard.type('长安十二时辰');
    await a.page.keyboard.press('Enter');
    await a.page.keyboard.type('上元节，死囚出狱。');
    await expect.poll(() => editorText(b.page), wait).toContain('上元节，死囚出狱。');
    await caretToEnd(b.page);
    await b.page.keyboard.press('Enter');
    await b.page.keyboard.press('Enter');
    await b.page.keyboard.type('张小敬');
    await b.page.keyboard.press('Enter');
    await b.page.keyboard.type('前不良帅。');
    await expect.poll(() => editorText(a.page), wait).toContain('前不良帅。');
    const written = '长安十二时辰\n上元节，死囚出狱。\n\n张小敬\n前不良帅。';
    const serverText = async () =>
      (
        await story.api.call<{ text: string }>('GET', '/ixj_web/project/idea/detail', {
          token: editor.token,
          query: { idea_id: ideaId },
        })
      ).text;
    await expect.poll(serverText, wait).toBe(written);
    await Promise.all([waitSynced(a.page), waitSynced(b.page)]);

    // To cards: one card per paragraph group, titled by its first line.
    await switchTo(a.page, '2');
    await a.page.getByTestId('card-board').waitFor(wait);
    await expect.poll(() => titles(a.page), wait).toEqual(['长安十二时辰', '张小敬']);
    // The other writer's page follows after a reload (the list is read on load).
    await b.page.reload();
    await expect.poll(() => titles(b.page), wait).toEqual(['长安十二时辰', '张小敬']);

    // And back: the same text, in the editor and on the server.
    await switchTo(a.page, '1');
    await a.page.getByTestId('idea-editor').waitFor(wait);
    await expect.poll(serverText, wait).toBe(written);
    await expect.poll(() => editorText(a.page), wait).toContain('前不良帅。');
  });
});
