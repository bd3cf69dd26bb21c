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

/** Operator phones of the AI story files that run on the shared AI product (one file each). */
export const AI_SHARED_OPERATORS = [
  '13615009001', // ai/chat-panel
  '13615009101', // ai/proofread
  '13615009301', // ai/chat-presets
  '13615009311', // ai/evaluate-review
  '13615009321', // ai/evaluate
  '13615009401', // ai/rename
  '13615009501', // ai/full-format
  '13615009701', // ai/novel-to-script (first describe)
  '13615009702', // ai/novel-to-script (second describe)
];

/**
 * How the run's LLM double answers. The pause applies only to the endless stream a question with 慢
 * gets (chat-panel stops one while it streams; novel chunks have delays of their own), so every
 * other streamed answer comes at full speed whatever it is: the AI files can share one double.
 */
export const LLM_DOUBLE_OPTIONS = { slowPauseMs: 150 };

/** The chat models the AI stories configure (LLM_MODELS), all answered by the double. */
export const AI_MODELS = 'qwen=qwen-double';

/** The lab tool writers-path sees configured; no other story opens the laboratory. */
export const LAB_FAST_IMAGE_URL = 'https://lab.example.com/fast-image';

/**
 * The shared product's env over the startProduct defaults: the operators above, no chat engine
 * (whatever the caller's shell says), and no per-IP limits, since every file signs in from 127.0.0.1
 * (the SMS cap is 20 codes an hour per IP; the per-phone limits stay on).
 */
export const SHARED_ENV: Record<string, string> = {
  ADMIN_PHONES: SHARED_OPERATORS.join(','),
  LLM_BASE_URL: '',
  LLM_MODELS: '',
  LAB_FAST_IMAGE_URL,
  DISABLE_RATE_LIMIT: '1',
};

/**
 * The shared AI product's env: LLM_BASE_URL at the run's LLM double (started by the global setup,
 * default pauses), the AI operators, and the same per-IP reasoning as SHARED_ENV. The double keeps no
 * state between requests (its answer depends on the request alone), so files can take turns on it.
 */
export function aiSharedEnv(llmUrl: string): Record<string, string> {
  return {
    ADMIN_PHONES: AI_SHARED_OPERATORS.join(','),
    LLM_BASE_URL: `${llmUrl}/v1`,
    LLM_MODELS: AI_MODELS,
    DISABLE_RATE_LIMIT: '1',
  };
}

/** One running shared product as the files see it. */
export interface SharedProductInfo {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** The file its output goes to. */
  logFile: string;
  /** The env it was started with over the startProduct defaults (fitsShared compares against it). */
  env: Record<string, string>;
}

/** What the global setup hands every story file (vitest `provide`/`inject`). */
export interface SharedRun {
  /** The shared product (SHARED_ENV). */
  product: SharedProductInfo;
  /**
   * The shared AI product (aiSharedEnv) and its LLM double's origin; null when the run holds no
   * file under e2e/ai/ or E2E_SHARED_AI=0.
   */
  ai: (SharedProductInfo & { llmUrl: string }) | null;
  /** Playwright's browser server (chromium.launchServer) to `chromium.connect` to. */
  wsEndpoint: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** Null when E2E_SHARED=0: every file starts a product and Chromium of its own. */
    e2eShared: SharedRun | null;
  }
}

/** Where the shared products' output goes (one file each per run). */
export const sharedLogFile = path.join(artifactsDir, '_shared', 'server.log');
export const sharedAiLogFile = path.join(artifactsDir, '_shared-ai', 'server.log');

/** The shared product of the run whose env meets a file's options (fitsShared), or null. */
export function sharedFor(opts: StartOptions, run: SharedRun | null): SharedProductInfo | null {
  if (!run) return null;
  return [run.product, run.ai].find((p) => p && fitsShared(opts, p.env)) ?? null;
}

/**
 * Whether a file's options are met by a shared product started with `env`: nothing but env, and
 * every env entry equal to the shared one (ADMIN_PHONES: a subset of its phones; '' equals unset).
 * The env the product has and the file does not mention must not matter to the file: the shared
 * products only add operators, the lab URL writers-path checks, and no per-IP limits.
 */
export function fitsShared(opts: StartOptions, env: Record<string, string> = SHARED_ENV): boolean {
  if (opts.dataDir || opts.requireWeb === false) return false;
  const operators = (env.ADMIN_PHONES ?? '').split(',');
  return Object.entries(opts.env ?? {}).every(([key, value]) => {
    if (key === 'ADMIN_PHONES') return value.split(',').every((p) => operators.includes(p.trim()));
    return (env[key] ?? process.env[key] ?? '') === value;
  });
}

/**
 * The shared product as one file sees it: logs() is what the server printed since the file started.
 * stop() and kill() refuse: a story that stops or kills the product must pass options of its own.
 */
export function sharedProduct(shared: SharedProductInfo): Product & { saveLog(to: string): void } {
  const { logFile, env: _env, ...where } = shared;
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
