import path from 'node:path';
import { StorageKeys } from '@juzuo/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone } from '../support/api';
import { artifactsDir, repoRoot } from '../support/paths';
import { useStory } from '../support/story';
import { waitForLoginMode, waitForPath, waitForToast } from '../support/ui';
import { editorText, serverText, wait, waitSynced } from './support';

/**
 * Where the editor screenshots go: the artifacts folder, and with UPDATE_DOCS_SCREENSHOTS=1 the
 * README's copies in docs/ (a normal run leaves tracked files alone).
 */
const screenshots = (width: number) => [
  path.join(artifactsDir, `editor-${width}.png`),
  ...(process.env.UPDATE_DOCS_SCREENSHOTS === '1'
    ? [path.join(repoRoot, 'docs', `screenshot-editor-${width}.png`)]
    : []),
];

/** The element type of every line of the editor, in order (no attribute = plain). */
function lineBlocks(page: Page): Promise<string[]> {
  return page
    .getByTestId('script-editor')
    .locator(':scope > p')
    .evaluateAll((ps) => ps.map((p) => p.getAttribute('data-block') ?? 'plain'));
}

/** The test id of the element that has keyboard focus, or null. */
function focusedTestId(page: Page): Promise<string | null> {
  return page
    .locator(':focus')
    .first()
    .getAttribute('data-testid', { timeout: 1_000 })
    .catch(() => null);
}

/** Width and position of an element, in CSS pixels. */
async function box(page: Page, testId: string) {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} is not visible`);
  return b;
}

// Issue 10: a newcomer signs in, creates a work, lands in its first episode and writes a scene with
// the keyboard alone, on a small laptop (1024 px) and a desktop (1440 px) window.
describe('newcomer path', () => {
  const story = useStory();

  for (const width of [1024, 1440]) {
    it(`signs in, creates a work and writes a scene with the keyboard at ${width} px`, async () => {
      const { page } = await story.visitor();
      await page.setViewportSize({ width, height: 900 });
      const phone = newPhone();

      // Sign in by SMS from the workbench link; a newcomer is offered a password (skipped here).
      await page.goto('/workBench');
      await waitForLoginMode(page, 'Phone');
      await page.getByTestId('phone-input').fill(phone);
      await page.getByTestId('get-code-button').click();
      await expect.poll(() => page.getByTestId('get-code-button').textContent(), wait).toMatch(/重新获取/);
      await page.getByTestId('code-input').fill(await story.api.readOutbox(phone));
      await page.getByTestId('agreement-checkbox').check();
      await page.getByTestId('login-button').click();
      await waitForToast(page, 'success', '登录成功');
      await waitForLoginMode(page, 'SetPasswordFirst');
      await page.getByTestId('set-password-skip').click();

      // No team yet: registerWelcome creates one, then the workbench opens.
      await waitForPath(page, /^\/login\/registerWelcome/);
      await page.getByTestId('team-name-input').fill('新人剧组');
      await page.getByTestId('create-team').click();
      await waitForPath(page, /^\/workBench/, 20_000);

      // Create a script work: it opens at its first episode, with the caret in the text.
      await page.getByTestId('works-create').click();
      await page.getByTestId('create-work-name').fill('雨夜客栈');
      await page.getByTestId('create-work-submit').click();
      await waitForPath(page, /^\/workDetail\/[\w-]+\/SCRIPT\/script\?doc=/, 20_000);
      await expect.poll(() => page.getByTestId('script-doc-title').textContent(), wait).toBe('第1集');
      await page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
      await waitSynced(page);
      await expect.poll(() => focusedTestId(page), wait).toBe('script-editor');

      // The scene, keyboard only: the first Tab of an empty episode makes a scene heading, Enter walks
      // 人物 -> action, Tab turns action into dialogue, Ctrl+Alt+5 goes to a transition in one step.
      const k = page.keyboard;
      await k.press('Tab');
      await expect
        .poll(() => page.getByTestId('block-picker').getAttribute('data-value'), wait)
        .toBe('scene');
      await k.type('夜 内 客栈大堂');
      await k.press('Enter');
      await k.type('林秋、掌柜');
      await k.press('Enter');
      await k.type('林秋推门而入，雨水顺着斗笠滴落。');
      await k.press('Enter');
      await k.press('Tab');
      await k.type('林秋：掌柜，来壶热茶。');
      await k.press('Enter');
      await k.type('掌柜：（压低声音）客官，今夜不太平。');
      await k.press('Enter');
      await k.press('Control+Alt+5');
      await k.type('切至：');

      await expect
        .poll(() => lineBlocks(page), wait)
        .toEqual(['scene', 'characters', 'action', 'dialogue', 'dialogue', 'transition']);
      const text = await editorText(page);
      expect(text).toContain('1-1夜 内 客栈大堂');
      // 人物 shows its label (drawn, not stored), △ leads the action line.
      const labels = await page
        .getByTestId('script-editor')
        .locator('p[data-block="characters"], p[data-block="action"]')
        .evaluateAll((ps) =>
          ps.map((p) => p.ownerDocument.defaultView?.getComputedStyle(p, '::before').content),
        );
      expect(labels).toEqual(['"人物："', '"△"']);
      await waitSynced(page);
      const docId = new URL(page.url()).searchParams.get('doc') ?? '';
      const token = await page.evaluate((key) => localStorage.getItem(key), StorageKeys.token);
      await expect
        .poll(() => serverText(story, token ?? '', docId), wait)
        .toBe(
          [
            '夜 内 客栈大堂',
            '林秋、掌柜',
            '林秋推门而入，雨水顺着斗笠滴落。',
            '林秋：掌柜，来壶热茶。',
            '掌柜：（压低声音）客官，今夜不太平。',
            '切至：',
          ].join('\n'),
        );

      // A manuscript page: a comfortable text column (not 14 characters a line), as tall as the window.
      const page_ = await box(page, 'manuscript-page');
      const desk = await box(page, 'manuscript-desk');
      const column = await box(page, 'script-editor');
      expect(column.width).toBeGreaterThanOrEqual(width < 1280 ? 500 : 560);
      expect(page_.y + page_.height).toBeGreaterThanOrEqual(desk.y + desk.height - 30);
      // Under 1280 px the work menu and the scene list start folded; wider, everything is open.
      expect(await page.getByTestId('work-nav').getAttribute('data-open')).toBe(String(width >= 1280));
      expect(await page.getByTestId('scene-outline').count()).toBe(width >= 1280 ? 1 : 0);

      // Esc leaves the text for the toolbar; the element menu opens from the keyboard and lists the
      // shortcut of every element.
      await k.press('Escape');
      await expect.poll(() => focusedTestId(page), wait).toBe('outline-toggle');
      await k.press('Tab');
      await k.press('ArrowDown');
      await page.getByTestId('block-menu').waitFor({ state: 'visible', timeout: wait.timeout });
      expect(await page.getByTestId('block-option-transition').textContent()).toBe('转场Ctrl+Alt+5');
      expect(await page.getByTestId('block-option-scene').textContent()).toBe('场景Ctrl+Alt+1');
      await k.press('Escape');
      await page.getByTestId('block-menu').waitFor({ state: 'detached', timeout: wait.timeout });
      await page.getByTestId('script-editor').click();
      await page.mouse.move(0, 0);
      for (const file of screenshots(width)) await page.screenshot({ path: file });

      // Folding a pane is remembered for this user (here: the scene list, from the keyboard).
      const wasOpen = width >= 1280;
      await page.getByTestId('outline-toggle').focus();
      await k.press('Enter');
      await expect.poll(() => page.getByTestId('scene-outline').count(), wait).toBe(wasOpen ? 0 : 1);
      await page.reload();
      await page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
      await expect.poll(() => page.getByTestId('scene-outline').count(), wait).toBe(wasOpen ? 0 : 1);
      await expect.poll(() => editorText(page), wait).toContain('切至：');
    });
  }
});
