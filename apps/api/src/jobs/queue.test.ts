import { JobNoticeType, type TMessage } from '@juzuo/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBySms } from '../modules/account/testing';
import { createTestApp, testDbKind } from '../test/app';
import { okCall } from '../test/inject';
import { attemptLog, persistentApps, stepsJob, waitForJob } from './testing';

const messagesOf = (app: FastifyInstance, token: string) =>
  okCall<{ list: TMessage[] }>(app, 'GET', '/ixj_web/message/list', { token, query: {} });

// Generous limits: PGlite in a busy CI worker can take many seconds to open.
describe('job queue', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let user: { user_id: string; token: string };

  beforeAll(async () => {
    app = await createTestApp();
    await app.jobs.define(stepsJob);
    user = await signInBySms(app, '13900000101');
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  const enqueue = (input: Record<string, unknown>) =>
    app.jobs.enqueue(stepsJob, { userId: user.user_id, title: '测试任务', input: input as never });

  it('runs a job to done with rising progress, its result and a message-centre notice', async () => {
    const seen: number[] = [];
    const off = app.jobs.changes.subscribe(user.user_id, async (change) => {
      const row = await app.jobs.find(change.jobId);
      if (row) seen.push(row.progress);
    });
    const queued = await enqueue({ steps: 4, delayMs: 100 });
    expect(queued.state).toBe('waiting');
    const done = await waitForJob(app, queued.id, (r) => r.state === 'done', 'done');
    off();
    expect(done.progress).toBe(100);
    expect(done.result).toMatchObject({ steps: 4, attempt: 1 });
    expect(done.attempts).toBe(1);
    expect(done.finishedAt).toBeInstanceOf(Date);
    // Each change is read back a moment after it was published, when a later step may already have
    // written its progress: the readings rise, and more than one lies between start and end.
    const between = seen.filter((p) => p > 0 && p < 100);
    expect(new Set(between).size).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    const { list } = await messagesOf(app, user.token);
    const notice = list.find((m) => m.data.job_id === queued.id);
    expect(notice?.type).toBe(JobNoticeType.done);
    expect(notice?.content).toContain('测试任务已完成');
  });

  it('retries a failing attempt after a backoff delay, then succeeds', async () => {
    const queued = await enqueue({ steps: 1, delayMs: 0, failAttempts: 1 });
    const waiting = await waitForJob(
      app,
      queued.id,
      (r) => r.attempts === 1 && r.state === 'waiting',
      'retry wait',
    );
    expect(waiting.error).toBe('任务执行出错，请稍后重试');
    // Well before the idle workers' 30 s backstop poll: the retry wakes its queue's worker.
    const done = await waitForJob(app, queued.id, (r) => r.state === 'done', 'done after retry', 15_000);
    expect(done.attempts).toBe(2);
    expect(done.error).toBe('');
    const log = attemptLog.get(queued.id) ?? [];
    expect(log.map((a) => a.attempt)).toEqual([1, 2]);
    // pg-boss's backoff: about retryDelay * 2^n seconds with jitter, at least half a second here.
    expect((log[1]?.start ?? 0) - (log[0]?.end ?? 0)).toBeGreaterThanOrEqual(450);
  });

  it('fails for good after its retries, with the Chinese reason in the row and the message centre', async () => {
    const queued = await enqueue({ steps: 1, delayMs: 0, failAttempts: 9 });
    const failed = await waitForJob(app, queued.id, (r) => r.state === 'failed', 'failed', 30_000);
    expect(failed.attempts).toBe(3);
    expect(failed.error).toBe('任务执行出错，请稍后重试');
    expect(failed.result).toBeNull();
    const { list } = await messagesOf(app, user.token);
    const notice = list.find((m) => m.data.job_id === queued.id);
    expect(notice?.type).toBe(JobNoticeType.failed);
    expect(notice?.content).toBe('测试任务失败：任务执行出错，请稍后重试');
  });

  it('fails at once when the handler says retrying cannot help', async () => {
    const queued = await enqueue({ steps: 1, delayMs: 0, fatal: true });
    const failed = await waitForJob(app, queued.id, (r) => r.state === 'failed', 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.error).toBe('测试任务无法完成');
  });

  it('cancels a running job promptly and records no result', async () => {
    const queued = await enqueue({ steps: 50, delayMs: 100 });
    await waitForJob(app, queued.id, (r) => r.state === 'running' && r.progress >= 4, 'running');
    const cancelled = await app.jobs.cancel(user.user_id, queued.id);
    expect(cancelled?.state).toBe('cancelled');
    const started = Date.now();
    await waitForJob(app, queued.id, () => (attemptLog.get(queued.id)?.[0]?.end ?? 0) > 0, 'handler stopped');
    // Promptly: long before its remaining 46+ steps of 100 ms would have run out (no tight timing on
    // a shared machine; progress below 100 below proves it did not simply finish).
    expect(Date.now() - started).toBeLessThan(4_000);
    const row = await app.jobs.find(queued.id);
    expect(row?.state).toBe('cancelled');
    expect(row?.result).toBeNull();
    expect(row?.progress).toBeLessThan(100);
    // Cancelling again, or someone else's job, changes nothing.
    expect(await app.jobs.cancel(user.user_id, queued.id)).toBeUndefined();
  });

  it('cancels a waiting job before it runs', async () => {
    const other = await signInBySms(app, '13900000102');
    // Two jobs of someone else hold both worker slots of the kind (concurrency 2) while ours is
    // cancelled: with a slot free, a worker could start ours before the cancel reached it (seen once
    // on PostgreSQL: cancelled, but after one attempt had begun).
    const busy = await Promise.all(
      [1, 2].map(() =>
        app.jobs.enqueue(stepsJob, {
          userId: other.user_id,
          title: '别人的任务',
          input: { steps: 4, delayMs: 250 } as never,
        }),
      ),
    );
    for (const job of busy) await waitForJob(app, job.id, (r) => r.state === 'running', 'other job running');
    expect(await app.jobs.cancel(user.user_id, busy[0]?.id ?? '')).toBeUndefined();
    const queued = await enqueue({ steps: 1, delayMs: 0 });
    await app.jobs.cancel(user.user_id, queued.id);
    for (const job of busy) await waitForJob(app, job.id, (r) => r.state === 'done', 'other job done');
    const row = await app.jobs.find(queued.id);
    expect(row?.state).toBe('cancelled');
    expect(row?.attempts).toBe(0);
  });
});

describe('job queue across restarts', { timeout: 240_000 }, () => {
  it('runs a job again after the app stops in the middle of it, and it completes', async () => {
    const apps = await persistentApps('jobs-restart');
    try {
      const first = await apps.open();
      await first.jobs.define(stepsJob);
      const user = await signInBySms(first, '13900000111');
      const queued = await first.jobs.enqueue(stepsJob, {
        userId: user.user_id,
        title: '重启测试',
        input: { steps: 20, delayMs: 100 } as never,
      });
      await waitForJob(first, queued.id, (r) => r.state === 'running' && r.progress >= 10, 'running');
      await first.close();

      const second = await apps.open();
      await second.jobs.define(stepsJob);
      await second.ready();
      const done = await waitForJob(
        second,
        queued.id,
        (r) => r.state === 'done',
        'done after restart',
        30_000,
      );
      expect(done.attempts).toBe(2);
      expect(done.result).toMatchObject({ steps: 20, attempt: 2 });
      await second.close();
    } finally {
      await apps.dispose();
    }
  });

  it('re-sends a job whose pg-boss carrier vanished, and (PGlite) replaces a carrier left active by a crash', async () => {
    const apps = await persistentApps('jobs-recover');
    try {
      const first = await apps.open();
      await first.jobs.define(stepsJob);
      const user = await signInBySms(first, '13900000112');
      const input = { steps: 1, delayMs: 0 } as never;
      const lost = await first.jobs.enqueue(stepsJob, { userId: user.user_id, title: '丢失', input });
      const crashed = await first.jobs.enqueue(stepsJob, { userId: user.user_id, title: '崩溃', input });
      await waitForJob(first, crashed.id, (r) => r.state === 'done', 'done');
      await waitForJob(first, lost.id, (r) => r.state === 'done', 'done');
      await first.close();

      // What a crash leaves behind: rows still unfinished, one carrier gone, one still active.
      const second = await apps.open();
      const db = second.database.db;
      await db.execute(sql`update jobs set state = 'running', progress = 40, result = null,
        updated_at = now() - interval '1 hour' where id in (${lost.id}, ${crashed.id})`);
      await db.execute(sql`delete from pgboss.job where id = ${lost.bossId}::uuid`);
      await db.execute(
        sql`update pgboss.job set state = 'active', completed_on = null where id = ${crashed.bossId}::uuid`,
      );
      await second.jobs.define(stepsJob);
      await second.ready();
      const reran = await waitForJob(second, lost.id, (r) => r.state === 'done', 'vanished carrier re-sent');
      expect(reran.attempts).toBe(2);
      if (testDbKind === 'pglite') {
        const replaced = await waitForJob(
          second,
          crashed.id,
          (r) => r.state === 'done',
          'stale carrier replaced',
        );
        expect(replaced.bossId).not.toBe(crashed.bossId);
      } else {
        // On PostgreSQL an active carrier may belong to a live process: its heartbeat decides.
        expect((await second.jobs.find(crashed.id))?.bossId).toBe(crashed.bossId);
      }
      await second.close();
    } finally {
      await apps.dispose();
    }
  });

  it('re-queues at the next start, without a grace period, a fresh job whose carrier already ended', async () => {
    const apps = await persistentApps('jobs-ended-carrier');
    try {
      const first = await apps.open();
      await first.jobs.define(stepsJob);
      const user = await signInBySms(first, '13900000113');
      const job = await first.jobs.enqueue(stepsJob, {
        userId: user.user_id,
        title: '停止时取走',
        input: { steps: 1, delayMs: 0 } as never,
      });
      await waitForJob(first, job.id, (r) => r.state === 'done', 'done');
      await first.close();

      // What a carrier fetched while its process stopped used to leave: the carrier completed, the row
      // still waiting on it and just updated (PostgreSQL's recovery waits 30 s on fresh rows).
      const second = await apps.open();
      const db = second.database.db;
      await db.execute(sql`update jobs set state = 'waiting', progress = 0, result = null, finished_at = null,
        updated_at = now() where id = ${job.id}`);
      await second.jobs.define(stepsJob);
      await second.ready();
      const reran = await waitForJob(
        second,
        job.id,
        (r) => r.state === 'done',
        'ended carrier replaced',
        10_000,
      );
      expect(reran.bossId).not.toBe(job.bossId);
      await second.close();
    } finally {
      await apps.dispose();
    }
  });
});
