import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the page's path (without origin) satisfies the test, e.g. equals '/workBench'. */
export async function waitForPath(page: Page, expected: string | RegExp, timeout = 10_000): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout, interval: 100 })
    .toSatisfy((p: string) => (typeof expected === 'string' ? p === expected : expected.test(p)));
}

/** The login popup's current mode (data-mode), once the popup is visible. */
export async function loginMode(page: Page): Promise<string | null> {
  const dialog = page.getByTestId('login-dialog');
  await dialog.waitFor({ state: 'visible' });
  return dialog.getAttribute('data-mode');
}

/** Waits for the login popup to show a given mode. */
export async function waitForLoginMode(page: Page, mode: string, timeout = 10_000): Promise<void> {
  await expect.poll(() => page.getByTestId('login-dialog').getAttribute('data-mode'), { timeout }).toBe(mode);
}

/** Text of every toast currently shown, of one level ('success', 'warning', 'error', 'info'). */
export async function toastTexts(page: Page, level: string): Promise<string[]> {
  return page.getByTestId(`toast-${level}`).allTextContents();
}

/** Waits until a toast of the level contains the text. */
export async function waitForToast(page: Page, level: string, text: string, timeout = 10_000): Promise<void> {
  await page
    .getByTestId(`toast-${level}`)
    .filter({ hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout });
}
