import fs from 'node:fs';
import path from 'node:path';
import { artifactsDir } from './paths';
import type { Product, StartOptions } from './product';

/**
 * Operator phones of the story files that run on the shared product. A file whose ADMIN_PHONES are
 * all listed here shares it; any other phone gives that file a product of its own.
 */
export const SHARED_OPERATORS = [
  '13912340001', // admin/operator-tags
  '13912340077', // materials/public-search
  '13912340078', // materials/workbench
  '13615009101', // ai/chat-unconfigured
  '13615009401', // ai/evaluate-unconfigured
  '13615009601', // ai/novel-unconfigured
];

/**
 * The shared product's env over the startProduct defaults: the operators above, no chat engine
 * (whatever the caller's shell says), and no per-IP limits, since every file signs in from 127.0.0.1
 * (the SMS cap is 20 codes an hour per IP; the per-phone limits stay on).
 */
export const SHARED_ENV: Record<string, string> = {
  ADMIN_PHONES: SHARED_OPERATORS.join(','),
  LLM_BASE_URL: '',
  LLM_MODELS: '',
  DISABLE_RATE_LIMIT: '1',
};

/** What the global setup hands every story file (vitest `provide`/`inject`). */
export interface SharedRun {
  /** The shared product's origin, pid, DATA_DIR and the file its output goes to. */
  product: { url: string; port: number; pid: number; dataDir: string; logFile: string };
  /** Playwright's browser server (chromium.launchServer) to `chromium.connect` to. */
  wsEndpoint: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** Null when E2E_SHARED=0: every file starts a product and Chromium of its own. */
    e2eShared: SharedRun | null;
  }
}

/** Where the shared product's output goes (one file per run). */
export const sharedLogFile = path.join(artifactsDir, '_shared', 'server.log');

/**
 * Whether a file's options are met by the shared product: nothing but env, and every env entry
 * equal to the shared one (ADMIN_PHONES: a subset of SHARED_OPERATORS; '' equals unset).
 */
export function fitsShared(opts: StartOptions): boolean {
  if (opts.dataDir || opts.requireWeb === false) return false;
  return Object.entries(opts.env ?? {}).every(([key, value]) => {
    if (key === 'ADMIN_PHONES') return value.split(',').every((p) => SHARED_OPERATORS.includes(p.trim()));
    return (SHARED_ENV[key] ?? process.env[key] ?? '') === value;
  });
}

/**
 * The shared product as one file sees it: logs() is what the server printed since the file started.
 * stop() and kill() refuse: a story that stops or kills the product must pass options of its own.
 */
export function sharedProduct(run: SharedRun): Product & { saveLog(to: string): void } {
  const { logFile, ...where } = run.product;
  const from = fileSize(logFile);
  const slice = () => {
    const end = fileSize(logFile);
    const buf = Buffer.alloc(Math.max(0, end - from));
    const fd = fs.openSync(logFile, 'r');
    try {
      fs.readSync(fd, buf, 0, buf.length, from);
    } finally {
      fs.closeSync(fd);
    }
    return buf.toString('utf8');
  };
  const refuse = async () => {
    throw new Error('the shared product cannot be stopped: give the story StartOptions of its own');
  };
  return {
    ...where,
    logs: slice,
    stop: refuse,
    kill: refuse,
    saveLog(to) {
      fs.writeFileSync(to, `[e2e] shared product ${where.url}: its output while this file ran\n${slice()}`);
    },
  };
}

function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}
