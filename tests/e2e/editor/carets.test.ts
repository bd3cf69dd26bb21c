import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { caretToEnd, twoWritersEditing, wait } from './support';

// Issue 11: this tab's caret is told to others at most every 50 ms, after the keystroke's paint
// (not on every keystroke). Others must still see it move, for typing and for a caret that only
// moves. The delay is printed, not asserted: timings belong to the benchmarks (a loaded CI machine
// is no yardstick).

/** The text of the remote caret's line before it, in the page that draws it (null: no caret). */
const TEXT_BEFORE_CARET = `(() => {
  const caret = document.querySelector('[data-testid="remote-caret"]');
  const line = caret && caret.closest('p');
  if (!line) return null;
  const range = document.createRange();
  range.setStart(line, 0);
  range.setEndBefore(caret);
  return range.toString();
})()`;

/** Records (Date.now) when the remote caret first has text before it ending with `suffix`. */
async function watchCaret(page: Page, suffix: string): Promise<void> {
  await page.evaluate(`(() => {
    window.__caretSeen = undefined;
    const check = () => {
      if (window.__caretSeen !== undefined) return;
      const before = ${TEXT_BEFORE_CARET};
      if (before !== null && before.endsWith(${JSON.stringify(suffix)})) window.__caretSeen = Date.now();
    };
    const editor = document.querySelector('[data-testid="script-editor"]');
    new MutationObserver(check).observe(editor, { subtree: true, childList: true, characterData: true });
    check();
  })()`);
}

/** Presses `key` in the page and answers when (Date.now) its keydown happened. */
async function pressTimed(page: Page, key: string): Promise<number> {
  await page.evaluate(`(() => {
    window.__keyAt = undefined;
    document.addEventListener('keydown', () => { window.__keyAt ??= Date.now(); }, { capture: true, once: true });
  })()`);
  await page.keyboard.press(key);
  return (await page.evaluate('window.__keyAt')) as number;
}

async function seenAfter(page: Page, since: number): Promise<number> {
  await expect.poll(() => page.evaluate('window.__caretSeen'), wait).toBeTypeOf('number');
  return ((await page.evaluate('window.__caretSeen')) as number) - since;
}

describe('script editor: carets of others', () => {
  const story = useStory();

  it('follow the other writer when typing and when only the caret moves', async () => {
    const { a, b } = await twoWritersEditing(story);
    await caretToEnd(b.page);
    await b.page.keyboard.type('窗外传来马蹄声');
    await expect.poll(() => a.page.evaluate(TEXT_BEFORE_CARET), wait).toBe('窗外传来马蹄声');

    // Typing: the caret follows the new character.
    await watchCaret(a.page, '声Q');
    const typed = await seenAfter(a.page, await pressTimed(b.page, 'Q'));
    // A caret that only moves (no text change) is told too.
    await watchCaret(a.page, '马蹄声');
    const moved = await seenAfter(a.page, await pressTimed(b.page, 'ArrowLeft'));
    console.log(`remote caret seen ${typed} ms after a keystroke, ${moved} ms after a caret move`);
  });
});
