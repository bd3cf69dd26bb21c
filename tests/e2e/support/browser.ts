import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium; never a downloaded one (no `playwright install`). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The flags we run Chromium with: new headless mode, no sandbox (containers run as root), and nothing
 * that phones home or updates itself mid-run (background networking, component updates, sync, QUIC).
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches Chromium with our flags. `headless: false` only stops Playwright from adding its own
 * headless switches: `--headless` above is what makes it headless. Playwright gives the browser a
 * fresh temporary user-data-dir, and every context is a separate profile (one per simulated user).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: false, args: chromiumFlags });
}

/** A fresh context (its own storage, like a separate browser) in Chinese, on the product's origin. */
export function newBrowserContext(
  browser: Browser,
  origin: string,
  localStorage: Record<string, string> = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [
        { origin, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) },
      ],
    },
  });
}
