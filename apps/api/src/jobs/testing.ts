import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { type TConfig, testConfig } from '../config';
import { openDatabase } from '../db/client';
import type { TJobRow } from '../db/schema/index';
import { createTestPostgres, testDbKind } from '../test/app';
import { templatePgliteDir } from '../test/pglite-template';
import { defineJob, JobError } from './define';

/**
 * Apps that share one database across "restarts": a PGlite data folder (TEST_DB=pglite) or a scratch
 * PostgreSQL database (TEST_DB=postgres). Each `open()` is a new app with a fresh database handle, as
 * a new process would have; `dispose()` closes what is still open and removes the data. The PGlite
 * folder starts as a copy of the migrated template (test/pglite-template.ts), not from initdb.
 */
export async function persistentApps(prefix: string, overrides: Partial<Record<keyof TConfig, string>> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `juzuo-${prefix}-`));
  const scratch = testDbKind === 'postgres' ? await createTestPostgres() : undefined;
  const open: FastifyInstance[] = [];
  return {
    dataDir,
    async open(): Promise<FastifyInstance> {
      const database = await openDatabase(
        scratch
          ? { databaseUrl: scratch.url }
          : { pgliteWorker: await templatePgliteDir(path.join(dataDir, 'pglite')) },
      );
      const config = testConfig({ ...overrides, DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' });
      const app = await buildApp({ config, database });
      app.addHook('onClose', async () => database.close());
      open.push(app);
      return app;
    },
    async dispose(): Promise<void> {
      for (const app of open) await app.close().catch(() => {});
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` answers a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Waits until a job's row satisfies `test`. */
export function waitForJob(
  app: FastifyInstance,
  jobId: string,
  test: (row: TJobRow) => boolean,
  what: string,
  timeoutMs?: number,
): Promise<TJobRow> {
  return waitFor(
    async () => {
      const row = await app.jobs.find(jobId);
      return row && test(row) ? row : undefined;
    },
    `job ${what}`,
    timeoutMs,
  );
}

/** Times each attempt of the test jobs started and ended (epoch ms), by job id. */
export const attemptLog = new Map<string, Array<{ attempt: number; start: number; end?: number }>>();

/**
 * A test job: `steps` steps of `delayMs` each, progress after every step; the first `failAttempts`
 * attempts throw (a plain error, so they are retried), `fatal` throws a JobError that forbids retries.
 * Retries wait about 1 s, then 2 s.
 */
export const stepsJob = defineJob({
  name: 'test.steps',
  input: z.object({
    steps: z.number().int().min(1),
    delayMs: z.number().int().min(0),
    failAttempts: z.number().int().default(0),
    fatal: z.boolean().default(false),
  }),
  retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 4 },
  async handler(ctx) {
    const log = attemptLog.get(ctx.jobId) ?? [];
    attemptLog.set(ctx.jobId, log);
    const entry: { attempt: number; start: number; end?: number } = {
      attempt: ctx.attempt,
      start: Date.now(),
    };
    log.push(entry);
    try {
      if (ctx.input.fatal) throw new JobError('测试任务无法完成', { retry: false });
      if (ctx.attempt <= ctx.input.failAttempts) throw new Error(`attempt ${ctx.attempt} fails on purpose`);
      for (let i = 0; i < ctx.input.steps; i++) {
        await sleep(ctx.input.delayMs, undefined, { signal: ctx.signal });
        await ctx.progress(((i + 1) / ctx.input.steps) * 100);
      }
      return { steps: ctx.input.steps, attempt: ctx.attempt, token: crypto.randomUUID() };
    } finally {
      entry.end = Date.now();
    }
  },
});
