import fs from 'node:fs';
import path from 'node:path';
import { startLlmDouble } from '@juzuo/api';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumFlags, chromiumPath } from './browser';
import { useDataTemplate } from './data-template';
import { type Product, startProduct } from './product';
import {
  aiSharedEnv,
  LLM_DOUBLE_OPTIONS,
  SHARED_ENV,
  type SharedProductInfo,
  sharedAiLogFile,
  sharedLogFile,
} from './shared';

/**
 * Vitest global setup of the browser stories: one product (SHARED_ENV), one AI product (its LLM at an
 * OpenAI-compatible double served from this process, aiSharedEnv) and one Chromium browser server
 * for the whole run, handed to the files with `provide`. Starting the product is most of a small
 * story file's time (loading the API, a fresh database, migrations, the material seed); each file
 * still gets fresh browser contexts and its own users. Files with options no shared product meets
 * start their own (support/story.ts). E2E_SHARED=0 turns sharing off; the AI product starts only
 * when the run holds a file under e2e/ai/ (and E2E_SHARED_AI is not 0).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every fresh PGlite product of the run (the shared ones and the files' own) starts on a copy of
  // one migrated folder (support/data-template.ts).
  const dropTemplate = useDataTemplate();
  if (process.env.E2E_SHARED === '0') {
    project.provide('e2eShared', null);
    return async () => dropTemplate();
  }
  const withAi = process.env.E2E_SHARED_AI !== '0' && (await runHoldsAiFiles(project));
  const llm = withAi ? await startLlmDouble(LLM_DOUBLE_OPTIONS) : undefined;
  for (const file of [sharedLogFile, sharedAiLogFile]) fs.mkdirSync(path.dirname(file), { recursive: true });
  const aiEnv = llm ? aiSharedEnv(llm.url) : undefined;
  // Both products and the browser start side by side: on 2 cores that still beats one after another
  // (a product start waits on disk and on the database as much as on CPU).
  const [started, startedAi, launched] = await Promise.allSettled([
    startProduct({ env: SHARED_ENV, logFile: sharedLogFile }),
    aiEnv ? startProduct({ env: aiEnv, logFile: sharedAiLogFile }) : Promise.resolve(undefined),
    chromium.launchServer({ executablePath: chromiumPath, headless: false, args: chromiumFlags }),
  ]);
  const product: Product | undefined = started.status === 'fulfilled' ? started.value : undefined;
  const aiProduct: Product | undefined = startedAi.status === 'fulfilled' ? startedAi.value : undefined;
  const browser: BrowserServer | undefined = launched.status === 'fulfilled' ? launched.value : undefined;
  const teardown = async () => {
    await browser?.close().catch(() => undefined);
    await Promise.all([product?.stop(), aiProduct?.stop()]);
    await llm?.close();
    dropTemplate();
  };
  const failed = [started, startedAi, launched].find((r) => r.status === 'rejected');
  if (failed || !product || !browser) {
    await teardown();
    throw (failed as PromiseRejectedResult | undefined)?.reason ?? new Error('shared e2e set-up failed');
  }
  const info = (p: Product, env: Record<string, string>, logFile: string): SharedProductInfo => ({
    url: p.url,
    port: p.port,
    pid: p.pid,
    dataDir: p.dataDir,
    logFile,
    env,
  });
  project.provide('e2eShared', {
    product: info(product, SHARED_ENV, sharedLogFile),
    ai: aiProduct && aiEnv && llm ? { ...info(aiProduct, aiEnv, sharedAiLogFile), llmUrl: llm.url } : null,
    wsEndpoint: browser.wsEndpoint(),
  });
  return teardown;
}

/** Whether the files this run will execute (the CLI's filters applied) include an AI story. */
async function runHoldsAiFiles(project: TestProject): Promise<boolean> {
  try {
    // The CLI's file filters are not in Vitest's typed API; without them every file runs.
    const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
    const { testFiles } = await project.globTestFiles(filters);
    return testFiles.some((file) => file.split(path.sep).join('/').includes('/e2e/ai/'));
  } catch {
    return true;
  }
}
