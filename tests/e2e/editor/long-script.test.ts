import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';
import { importTxtScript, openEditor, scriptFixture, wait } from './support';

// Issue 11: in a long script the bold speakers are drawn only for the lines around the view (the
// speaker <span> on every dialogue line doubled Chromium's work per keystroke). The writer must not
// see the difference: every dialogue line on screen shows its speaker bold, wherever they scroll.

const SCENES = 60;
const LINES_PER_SCENE = 12;

/** A TXT script of SCENES scenes, each a heading, a 人物 line, an action and nine dialogue lines. */
function longScript(): string {
  const roles = ['林秋', '掌柜', '小二'];
  const lines: string[] = [];
  for (let s = 1; s <= SCENES; s += 1) {
    lines.push(`${s}、日 内 客栈大堂`, '人物：林秋、掌柜、小二', `△林秋推门而入，这是第${s}场。`);
    for (let d = 1; d < LINES_PER_SCENE - 2; d += 1) {
      lines.push(`${roles[d % 3]}：第${s}场第${d}句台词，说得不紧不慢。`);
    }
  }
  return lines.join('\n');
}

/**
 * Dialogue lines on screen, how many of them show a bold speaker, and all speakers drawn; lines on
 * screen, how many of them have layout containment (a paint layer each, also only around the view),
 * and all contained lines.
 */
interface SpeakersSeen {
  shown: number;
  bold: number;
  drawn: number;
  dialogue: number;
  lines: number;
  linesShown: number;
  shownContained: number;
  contained: number;
}

const SPEAKERS_SEEN = `(() => {
  const editor = document.querySelector('[data-testid="script-editor"]');
  const desk = document.querySelector('[data-testid="manuscript-desk"]').getBoundingClientRect();
  const lines = [...editor.querySelectorAll(':scope > p.script-dialogue')];
  const shown = lines.filter((p) => {
    const r = p.getBoundingClientRect();
    return r.bottom > desk.top && r.top < desk.bottom;
  });
  const bold = shown.filter((p) => {
    const s = p.querySelector(':scope > .script-speaker');
    return s && getComputedStyle(s).fontWeight === '700' && p.textContent.startsWith(s.textContent);
  });
  const all = [...editor.querySelectorAll(':scope > p')];
  const contained = all.filter((p) => getComputedStyle(p).contain !== 'none');
  const linesShown = all.filter((p) => {
    const r = p.getBoundingClientRect();
    return r.bottom > desk.top && r.top < desk.bottom;
  });
  return {
    shown: shown.length, bold: bold.length, drawn: editor.querySelectorAll('.script-speaker').length, dialogue: lines.length,
    lines: all.length, linesShown: linesShown.length, contained: contained.length,
    shownContained: linesShown.filter((p) => contained.includes(p)).length,
  };
})()`;

const seen = (page: Page) => page.evaluate(SPEAKERS_SEEN) as Promise<SpeakersSeen>;

/** Scrolls the manuscript desk to `share` (0-1) of its height, as the wheel or the scroll bar does. */
function scrollDesk(page: Page, share: number): Promise<unknown> {
  return page.evaluate(`(() => {
    const desk = document.querySelector('[data-testid="manuscript-desk"]');
    desk.scrollTop = (desk.scrollHeight - desk.clientHeight) * ${share};
  })()`);
}

describe('script editor: a long script', () => {
  const story = useStory();

  it('shows every speaker on screen bold while only the lines near the view carry the emphasis', async () => {
    const fx = await scriptFixture(story);
    const docId = await importTxtScript(story.url, fx.owner.token, fx.workId, longScript(), '长剧本.txt');
    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openEditor(page, docId);
    const total = SCENES * (LINES_PER_SCENE - 3);
    await expect.poll(async () => (await seen(page)).dialogue, wait).toBe(total);

    for (const share of [0, 0.5, 0.93, 1, 0.2]) {
      await scrollDesk(page, share);
      await expect
        .poll(async () => {
          const s = await seen(page);
          return s.shown > 0 && s.bold === s.shown && s.shownContained === s.linesShown;
        }, wait)
        .toBe(true);
      const s = await seen(page);
      // The lines in view and a margin beyond them, never the whole script.
      expect(s.drawn, `speakers drawn at ${share}`).toBeLessThan(total / 2);
      expect(s.drawn).toBeGreaterThanOrEqual(s.shown);
      expect(s.contained, `lines contained at ${share}`).toBeLessThan(s.lines / 2);
      expect(s.contained).toBeGreaterThanOrEqual(s.linesShown);
    }

    // Printing the page (Ctrl+P) shows every speaker bold, and the window comes back afterwards.
    await page.evaluate(`window.dispatchEvent(new Event('beforeprint'))`);
    await expect.poll(async () => (await seen(page)).drawn, wait).toBe(total);
    await page.evaluate(`window.dispatchEvent(new Event('afterprint'))`);
    await expect.poll(async () => (await seen(page)).drawn, wait).toBeLessThan(total / 2);

    // A click on a line far away puts the caret there, although the page scrolled just before and the
    // speaker window moves after it (that move used to write the old caret back over the click's).
    for (const [scene, mark] of [
      [55, '甲'],
      [5, '乙'],
      [50, '丙'],
      [10, '丁'],
      [45, '戊'],
      [15, '己'],
    ] as const) {
      const index = (await page.evaluate(
        `[...document.querySelectorAll('[data-testid="script-editor"] > p')].findIndex((p) => p.textContent.includes('第${scene}场第2句'))`,
      )) as number;
      const far = page.locator('[data-testid="script-editor"] > p').nth(index);
      await far.click();
      await page.keyboard.type(mark);
      await expect.poll(() => far.textContent(), wait).toContain(mark);
    }

    // Typing in a dialogue line on screen keeps its speaker bold.
    const line = page.locator('[data-testid="script-editor"] > p.script-dialogue', {
      hasText: '第13场第4句',
    });
    await line.scrollIntoViewIfNeeded();
    await line.click();
    await page.keyboard.press('End');
    await page.keyboard.type('再来一句');
    await expect.poll(() => line.textContent(), wait).toContain('不紧不慢。再来一句');
    await expect.poll(() => line.locator('.script-speaker').textContent(), wait).toBe('掌柜：');
    await page.screenshot({ path: path.join(artifactsDir, 'editor-long-script.png') });
  });
});
