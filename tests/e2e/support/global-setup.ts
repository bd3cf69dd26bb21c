import fs from 'node:fs';
import path from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumFlags, chromiumPath } from './browser';
import { type Product, startProduct } from './product';
import { SHARED_ENV, sharedLogFile } from './shared';

/**
 * Vitest global setup of the browser stories: one product (SHARED_ENV) and one Chromium browser
 * server for the whole run, handed to the files with `provide`. Starting the product is most of a
 * small story file's time (loading the API, a fresh database, migrations, the material seed); each
 * file still gets fresh browser contexts and its own users. Files with options the shared product
 * does not meet start their own (support/story.ts). E2E_SHARED=0 turns sharing off.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SHARED === '0') {
    project.provide('e2eShared', null);
    return async () => undefined;
  }
  fs.mkdirSync(path.dirname(sharedLogFile), { recursive: true });
  const [started, launched] = await Promise.allSettled([
    startProduct({ env: SHARED_ENV, logFile: sharedLogFile }),
    chromium.launchServer({ executablePath: chromiumPath, headless: false, args: chromiumFlags }),
  ]);
  const product: Product | undefined = started.status === 'fulfilled' ? started.value : undefined;
  const browser: BrowserServer | undefined = launched.status === 'fulfilled' ? launched.value : undefined;
  const teardown = async () => {
    await browser?.close().catch(() => undefined);
    await product?.stop();
  };
  if (!product || !browser) {
    await teardown();
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  project.provide('e2eShared', {
    product: {
      url: product.url,
      port: product.port,
      pid: product.pid,
      dataDir: product.dataDir,
      logFile: sharedLogFile,
    },
    wsEndpoint: browser.wsEndpoint(),
  });
  return teardown;
}
