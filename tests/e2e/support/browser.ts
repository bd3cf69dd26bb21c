import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';

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

/**
 * Connects to the run's shared Chromium (a browser server started by the global setup). Should that
 * browser be gone, the file launches one of its own rather than fail for a neighbour's crash.
 */
export async function connectChromium(wsEndpoint: string): Promise<Browser> {
  try {
    return await chromium.connect(wsEndpoint, { timeout: 30_000 });
  } catch (error) {
    console.log(
      `[e2e] shared Chromium unreachable (${(error as Error).message.split('\n')[0]}); launching one`,
    );
    return launchChromium();
  }
}

/** A finished download's bytes (download.path() is not available over a browser-server connection). */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether a story's browser profiles run the app's service worker (support/story.ts). */
export type ServiceWorkers = 'allow' | 'block';

/** What every context of stories and benchmarks shares: the origin, a Chinese locale, one viewport. */
function contextDefaults(origin: string) {
  return {
    baseURL: origin,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
  };
}

/**
 * A story's fresh context (its own storage, like a separate browser) in Chinese, on the product's
 * origin, with no storage state: Playwright restores an origin's localStorage in a page of its own
 * (a renderer started, navigated and closed per context), while seedLocalStorage does it in the
 * story's first tab. Service workers are blocked unless the story asks for them: the app's worker
 * precaches every built asset (2.5 MB, 140 requests) in each new profile, work no story but the
 * offline ones looks at (docs/decisions.md).
 */
export function newStoryContext(
  browser: Browser,
  origin: string,
  serviceWorkers: ServiceWorkers = 'block',
): Promise<BrowserContext> {
  return browser.newContext({ ...contextDefaults(origin), serviceWorkers });
}

/**
 * Writes localStorage entries of the origin from a page that is still blank: it opens /healthz (a
 * small JSON answer, no app code runs) and sets them there, so the app's first load finds them as it
 * would in a returning browser. The tab's history then starts at /healthz instead of about:blank.
 */
export async function seedLocalStorage(page: Page, origin: string, entries: Record<string, string>) {
  if (Object.keys(entries).length === 0) return;
  await page.goto(`${origin}/healthz`);
  await page.evaluate((pairs) => {
    for (const [name, value] of pairs) localStorage.setItem(name, value);
  }, Object.entries(entries));
}

/**
 * A fresh context with the origin's localStorage set through Playwright's storage state (the
 * benchmarks' profiles; story files use newStoryContext and seedLocalStorage).
 */
export function newBrowserContext(
  browser: Browser,
  origin: string,
  localStorage: Record<string, string> = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...contextDefaults(origin),
    storageState: {
      cookies: [],
      origins: [
        { origin, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) },
      ],
    },
  });
}
