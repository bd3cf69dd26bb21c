import fs from 'node:fs';
import path from 'node:path';
import { StorageKeys } from '@juzuo/schemas';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import * as api from './api';
import {
  connectChromium,
  launchChromium,
  newStoryContext,
  type ServiceWorkers,
  seedLocalStorage,
} from './browser';
import { artifactsFor, slug } from './paths';
import { type Product, type StartOptions, startProduct } from './product';
import { sharedFor, sharedProduct } from './shared';

/** A browser profile acting as one person, with its first tab open. */
export interface Visitor {
  context: BrowserContext;
  page: Page;
}

/** The story fixture of one test file: product, browser, and helpers that read like the spec. */
export interface Story {
  /** The running product's origin. */
  readonly url: string;
  readonly product: Product;
  /** Someone who has never been here: a fresh profile, nothing in storage. */
  visitor(localStorage?: Record<string, string>): Promise<Visitor>;
  /** A user signed in through the API (SMS, account created on first use) and their browser profile. */
  signedIn(opts?: {
    who?: api.SignedIn;
    teamId?: string;
    extra?: Record<string, string>;
  }): Promise<Visitor & { who: api.SignedIn }>;
  /** The localStorage entries the web app keeps for a signed-in user. */
  sessionStorageFor(who: api.SignedIn, teamId?: string): Record<string, string>;
  /** API helpers bound to this product. */
  api: {
    signInBySms(phone?: string): Promise<api.SignedIn>;
    signInByPassword(phone: string, password: string): Promise<api.SignedIn>;
    setPassword(who: api.SignedIn, password: string): Promise<void>;
    readOutbox(phone: string): Promise<string>;
    createTeam(who: api.SignedIn, teamName?: string): Promise<string>;
    getMyInfo(token: string): Promise<import('@juzuo/schemas').TUser>;
    call<T>(method: 'GET' | 'POST' | 'PUT', path: string, opts?: api.CallOptions): Promise<T>;
  };
}

/** How a file's browser profiles behave (the product's options are StartOptions). */
export interface BrowserOptions {
  /**
   * 'allow' for the offline stories, which need the app's service worker; every other file runs
   * without it (support/browser.ts, newStoryContext).
   */
  serviceWorkers?: ServiceWorkers;
}

/**
 * Registers the hooks of a story file and returns its fixture. The run's shared products and Chromium
 * (support/global-setup.ts) serve every file whose options a shared product meets (sharedFor);
 * any other file starts a product of its own (child process, port 0, temp DATA_DIR) and one Chromium.
 * Either way each simulated user gets a fresh browser context. The server's output while the file ran
 * goes to tests/.artifacts/e2e/<file>/server.log; on failure every open page is screenshotted there.
 */
export function useStory(opts: StartOptions = {}, browserOpts: BrowserOptions = {}): Story {
  let product: Product | undefined;
  let browser: Browser | undefined;
  let artifacts = '';
  let saveSharedLog: ((to: string) => void) | undefined;
  const contexts: BrowserContext[] = [];
  const pageLogs = new Map<Page, string[]>();
  const run = inject('e2eShared');
  const shared = sharedFor(opts, run);

  beforeAll(async () => {
    artifacts = artifactsFor(expect.getState().testPath ?? 'unknown');
    if (shared && run) {
      const p = sharedProduct(shared);
      product = p;
      saveSharedLog = p.saveLog;
      browser = await connectChromium(run.wsEndpoint);
      return;
    }
    // Settle both before failing: when only one of them starts (say Chromium is missing), the other
    // is still kept so afterAll stops it, instead of leaving a product process running for good.
    const [started, launched] = await Promise.allSettled([
      startProduct({ ...opts, logFile: path.join(artifacts, 'server.log') }),
      launchChromium(),
    ]);
    if (started.status === 'fulfilled') product = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      const name = slug(ctx.task.name);
      let i = 0;
      for (const context of contexts) {
        for (const page of context.pages()) {
          i += 1;
          await page
            .screenshot({ path: path.join(artifacts, `${name}-${i}.png`), fullPage: true, timeout: 5_000 })
            .catch(() => undefined);
          const lines = [`url: ${page.url()}`, ...(pageLogs.get(page) ?? [])];
          fs.writeFileSync(path.join(artifacts, `${name}-${i}.console.txt`), `${lines.join('\n')}\n`);
        }
      }
      saveSharedLog?.(path.join(artifacts, 'server.log'));
      console.log(`[e2e] failure artifacts in ${artifacts}`);
    }
    const closing = contexts.splice(0);
    const t0 = Date.now();
    const closed = await withTimeout(
      Promise.all(closing.map((c) => c.close().catch(() => undefined))),
      15_000,
    );
    if (!closed) console.log(`[e2e] closing ${closing.length} browser contexts took over 15 s; moving on`);
    else if (Date.now() - t0 > 3_000) console.log(`[e2e] closing contexts took ${Date.now() - t0} ms`);
    pageLogs.clear();
  });

  afterAll(async () => {
    // A wedged browser must not keep the product (and the next file) waiting.
    if (
      browser &&
      !(await withTimeout(
        browser.close().catch(() => undefined),
        15_000,
      ))
    ) {
      console.log('[e2e] Chromium did not close within 15 s');
    }
    if (saveSharedLog) saveSharedLog(path.join(artifacts, 'server.log'));
    else await product?.stop();
  });

  const need = () => {
    if (!product || !browser) throw new Error('the story has not started (use it inside a test)');
    return { product, browser };
  };

  const open = async (storage: Record<string, string>): Promise<Visitor> => {
    const { product: p, browser: b } = need();
    const context = await newStoryContext(b, p.url, browserOpts.serviceWorkers);
    contexts.push(context);
    // Keep what each page says, so a failure report shows the browser side too.
    context.on('page', (page) => {
      const lines: string[] = [];
      pageLogs.set(page, lines);
      page.on('console', (m) => lines.push(`[console.${m.type()}] ${m.text()}`));
      page.on('pageerror', (e) => lines.push(`[pageerror] ${e.message}`));
      page.on('requestfailed', (r) =>
        lines.push(`[requestfailed] ${r.method()} ${r.url()} ${r.failure()?.errorText}`),
      );
    });
    const page = await context.newPage();
    await seedLocalStorage(page, p.url, storage);
    return { context, page };
  };

  const sessionStorageFor = (who: api.SignedIn, teamId?: string) => ({
    [StorageKeys.token]: who.token,
    [StorageKeys.tokenExpire]: String(who.expire),
    [StorageKeys.userId]: who.userId,
    ...(teamId ? { [StorageKeys.teamId]: teamId } : {}),
  });

  return {
    get url() {
      return need().product.url;
    },
    get product() {
      return need().product;
    },
    visitor: (storage = {}) => open(storage),
    async signedIn({ who, teamId, extra } = {}) {
      const user = who ?? (await api.signInBySms(need().product.url));
      const v = await open({ ...sessionStorageFor(user, teamId), ...extra });
      return { ...v, who: user };
    },
    sessionStorageFor,
    api: {
      signInBySms: (phone) => api.signInBySms(need().product.url, phone),
      signInByPassword: (phone, password) => api.signInByPassword(need().product.url, phone, password),
      setPassword: (who, password) => api.setPassword(need().product.url, who, password),
      readOutbox: (phone) => api.readOutbox(need().product.url, phone),
      createTeam: (who, teamName) => api.createTeam(need().product.url, who, teamName),
      getMyInfo: (token) => api.getMyInfo(need().product.url, token),
      call: (method, path, callOpts) => api.call(need().product.url, method, path, callOpts),
    },
  };
}

/** Resolves true when the promise settles within ms, false otherwise (the promise keeps running). */
async function withTimeout(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const done = promise.then(() => true as const);
  const result = await Promise.race([done, timeout]);
  clearTimeout(timer);
  return result;
}
