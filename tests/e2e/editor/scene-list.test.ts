import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';
import { importTxtScript, openEditor, scriptFixture, wait } from './support';

// Issue 11: the scene list beside the manuscript draws only the scenes near its own view (all of them
// were re-recorded in paint on every keystroke). The writer still sees the full count, can scroll to
// any scene and jump there, and can Tab through the list.

const SCENES = 600;

/** A TXT script of SCENES scenes, each a heading and one action line. */
function manyScenes(): string {
  const lines: string[] = [];
  for (let s = 1; s <= SCENES; s += 1) lines.push(`${s}、日 内 客栈第${s}间`, `△林秋走进第${s}间。`);
  return lines.join('\n');
}

/** The room (scene) of the focused element's title if it is a row of the list, else null. */
const focusedScene = (page: Page) =>
  page.evaluate(`(() => {
    const el = document.activeElement;
    return el && el.dataset.testid === 'outline-scene' ? el.title.match(/客栈第(\\d+)间/)[1] : null;
  })()`) as Promise<string | null>;

describe('script editor: the scene list of a long script', () => {
  const story = useStory();

  it('keeps only a window of scenes in the DOM, with the full count, jumps and Tab order', async () => {
    const fx = await scriptFixture(story);
    const docId = await importTxtScript(story.url, fx.owner.token, fx.workId, manyScenes(), '六百场.txt');
    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEditor(page, docId);
    const list = page.getByTestId('scene-outline');
    const rows = page.getByTestId('outline-scene');
    await expect.poll(() => list.locator('h2').textContent(), wait).toBe(`场景（${SCENES}）`);

    // A window: the rows in view and a margin, never the whole list.
    const drawn = await rows.count();
    expect(drawn).toBeGreaterThan(15);
    expect(drawn).toBeLessThan(80);
    expect(await rows.first().getAttribute('title')).toMatch(/ 1、日 内 客栈第1间$/);
    await page.screenshot({ path: path.join(artifactsDir, 'editor-scene-list-top.png') });

    // Scrolled far down (as the wheel or the scroll bar does), the list shows those scenes instead.
    await list.evaluate((el) => {
      el.scrollTop = el.scrollHeight * 0.9;
    });
    const far = rows.filter({ hasText: '客栈第540间' });
    await expect.poll(() => far.count(), wait).toBe(1);
    expect(await rows.count()).toBeLessThan(80);
    expect(await rows.filter({ hasText: '客栈第1间' }).count()).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'editor-scene-list-far.png') });

    // A click jumps the editor to that scene's heading: the caret is there and the heading in view.
    await far.click();
    await page.keyboard.type('甲');
    const heading = page.locator('[data-testid="script-editor"] > p', { hasText: '客栈第540间' });
    await expect.poll(() => heading.textContent(), wait).toContain('甲');
    await expect.poll(() => heading.isVisible(), wait).toBe(true);
    await expect
      .poll(
        () =>
          heading.evaluate((p) => {
            const desk = document.querySelector('[data-testid="manuscript-desk"]') as HTMLElement;
            const r = p.getBoundingClientRect();
            const d = desk.getBoundingClientRect();
            return r.top >= d.top && r.bottom <= d.bottom;
          }),
        wait,
      )
      .toBe(true);

    // Tab walks the list in order past the rows first drawn; the list follows the focus.
    await list.evaluate((el) => {
      el.scrollTop = 0;
    });
    await rows.first().focus();
    expect(await focusedScene(page)).toBe('1');
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
    expect(await focusedScene(page)).toBe('41');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+Tab');
    expect(await focusedScene(page)).toBe('36');
    expect(await rows.count()).toBeLessThan(80);

    // The focused row scrolled far away leaves the DOM; the list keeps the focus, and Tab goes on
    // from the rows now in view, not from the top of the page.
    await list.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect.poll(() => rows.filter({ hasText: '客栈第600间' }).count(), wait).toBe(1);
    await expect
      .poll(() => page.evaluate(`document.activeElement?.dataset.testid ?? null`), wait)
      .toBe('scene-outline');
    await page.keyboard.press('Tab');
    expect(Number(await focusedScene(page))).toBeGreaterThan(500);
  });
});
