import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { caretToEnd, editorText, scriptFixture, wait, waitSynced } from '../editor/support';
import { useStory } from '../support/story';

// Issue 12: idea documents of every edit type on the conception page; a rich-text idea written by
// two users through the real relay, switched to cards and back without losing its text.

const titles = (page: Page) => page.getByTestId('card-title').allInnerTexts();
const selectedIdea = (page: Page) => new URL(page.url()).searchParams.get('idea') ?? '';

/** Whether the caret is at the end of the line that starts with `line` (evaluated as a string: no DOM typings here). */
const caretAtLineEnd = (page: Page, line: string) =>
  page.evaluate(`(() => {
    const sel = window.getSelection();
    const p = sel && sel.anchorNode && (sel.anchorNode.nodeType === 1 ? sel.anchorNode : sel.anchorNode.parentElement).closest('[data-testid="script-editor"] p');
    if (!p || !sel.isCollapsed || !p.textContent.startsWith(${JSON.stringify(line)})) return false;
    const after = document.createRange();
    after.setStart(sel.anchorNode, sel.anchorOffset);
    after.setEnd(p, p.childNodes.length);
    return after.toString() === '';
  })()`);

/** Puts the caret at the end of the line that starts with `line`, and makes sure it is there. */
async function caretToLineEnd(page: Page, line: string) {
  await expect
    .poll(async () => {
      await page.locator('[data-testid="script-editor"] p', { hasText: line }).first().click();
      await page.keyboard.press('End');
      return caretAtLineEnd(page, line);
    }, wait)
    .toBe(true);
}

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

const written = '长安十二时辰\n上元节，死囚出狱。\n\n张小敬\n前不良帅。';

/** The editor's lines without the collaborators' caret labels. */
const lines = (page: Page) =>
  page.evaluate(`(() => {
    const copy = document.querySelector('[data-testid="script-editor"]').cloneNode(true);
    for (const caret of copy.querySelectorAll('.collaboration-carets__caret')) caret.remove();
    return [...copy.querySelectorAll('p')].map((p) => p.textContent);
  })()`) as Promise<string[]>;

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

    // One writer lays out the lines first; then both type at once, each at the end of their own line.
    // Concurrent typing in different lines keeps every line where it was (the order of lines is what
    // the document guarantees, not the order in which two keyboards race).
    await caretToEnd(a.page);
    await a.page.keyboard.type('长安十二时辰');
    for (const line of ['上元节', '', '张小敬', '前不良']) {
      await a.page.keyboard.press('Enter');
      await a.page.keyboard.type(line);
    }
    await expect.poll(() => editorText(b.page), wait).toContain('前不良');
    await Promise.all([waitSynced(a.page), waitSynced(b.page)]);
    await Promise.all([caretToLineEnd(a.page, '上元节'), caretToLineEnd(b.page, '前不良')]);
    await Promise.all([a.page.keyboard.type('，死囚出狱。'), b.page.keyboard.type('帅。')]);
    for (const page of [a.page, b.page])
      await expect.poll(() => lines(page), wait).toEqual(written.split('\n'));
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
