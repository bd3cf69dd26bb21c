import { JobMessage } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { Job } from 'pg-boss';
import type { TJobRow } from '../db/schema/index';
import type { JobChanges } from './changes';
import { JobCancelled, type JobContext, type JobDefinition, JobError, JobInterrupted } from './define';
import { notifyJobDone, notifyJobFailed } from './notices';
import { awaitRetry, claimAttempt, findJob, finishDone, finishFailed, setProgress } from './repo';

/** The payload of every pg-boss job we send: which product job it carries. */
export interface CarrierData {
  job_id: string;
}

/** What an attempt needs from its queue. */
export interface AttemptDeps {
  app: FastifyInstance;
  /** True once the queue is stopping: a carrier fetched now is left for the next start. */
  isStopping(): boolean;
  changes: JobChanges;
  /** Attempts running in this process, by job id: cancel and shutdown abort them. */
  running: Map<string, AbortController>;
  /** Retries a definition allows after the first attempt. */
  retryLimit(def: JobDefinition): number;
  /** Hands the job to a new pg-boss job so it runs again after the next start. */
  handBack(row: TJobRow, fromBossId: string): Promise<void>;
  /** The attempt failed and pg-boss will run the job again after its backoff delay. */
  retryScheduled(def: JobDefinition, jobId: string): void;
}

/** What the pg-boss job completes with (our jobs row holds the real outcome). */
type CarrierOutput = Record<string, unknown>;

const now = () => new Date();

async function publish(deps: AttemptDeps, row: TJobRow | undefined): Promise<void> {
  if (!row) return;
  await deps.changes.publish({ jobId: row.id, userId: row.userId }).catch((error: unknown) => {
    deps.app.log.warn({ err: error, jobId: row.id }, 'job change not published');
  });
}

/**
 * Runs one attempt of a product job carried by a pg-boss job: claims the jobs row (a stale carrier,
 * or a job cancelled meanwhile, is skipped), runs the handler with progress and cancellation, and
 * settles the row: done with its result (and a message-centre notice in the same transaction),
 * waiting for a retry (the error is rethrown so pg-boss schedules it with backoff), failed for good,
 * or handed back to a new carrier when the app stops.
 */
export async function runAttempt(
  deps: AttemptDeps,
  def: JobDefinition,
  job: Job<CarrierData>,
): Promise<CarrierOutput> {
  const { app } = deps;
  const db = app.database.db;
  const jobId = job.data.job_id;
  // Fetched as the queue stops: a fresh carrier takes the job to the next start (or to another
  // process at once). Leaving the row on this finished carrier would wait for a recovery pass.
  if (deps.isStopping()) {
    const row = await findJob(db, jobId);
    if (row && row.bossId === job.id) await deps.handBack(row, job.id);
    return { deferred: true };
  }
  const claimed = await claimAttempt(db, jobId, job.id, now());
  if (!claimed) return { skipped: true };

  const controller = new AbortController();
  // pg-boss aborts its signal when it takes the attempt away (timeout, a cancel seen by the heartbeat).
  const onLost = () => controller.abort(job.signal.reason ?? new Error('attempt lost'));
  job.signal.addEventListener('abort', onLost, { once: true });
  if (job.signal.aborted) onLost();
  deps.running.set(jobId, controller);
  await publish(deps, claimed);

  let reported = 0;
  const ctx: JobContext<unknown> = {
    jobId,
    userId: claimed.userId,
    teamId: claimed.teamId,
    input: claimed.input,
    attempt: claimed.attempts,
    signal: controller.signal,
    app,
    progress: async (percent) => {
      controller.signal.throwIfAborted();
      // 100 is written only with the result, so a job at 100 is always a finished one.
      const value = Math.max(0, Math.min(99, Math.round(percent)));
      if (value <= reported) return;
      if (!(await setProgress(db, jobId, job.id, value, now()))) {
        controller.abort(new JobCancelled());
        throw new JobCancelled();
      }
      reported = value;
      await publish(deps, { ...claimed, progress: value });
    },
  };

  try {
    const parsed = def.input.safeParse(claimed.input);
    if (!parsed.success) throw new JobError(JobMessage.failedUnknown, { retry: false });
    ctx.input = parsed.data;
    const result = await def.handler(ctx);
    // A result in hand is recorded even if the app began stopping meanwhile; only a cancel (the row is
    // no longer running under this carrier) makes it unwanted.
    const done = await db.transaction(async (tx) => {
      const row = await finishDone(tx, jobId, job.id, result, now());
      if (row) await notifyJobDone(tx, row, now());
      return row;
    });
    if (!done) {
      // Cancelled between the handler's last step and its result: leave nothing half-written.
      await def.discard?.(result, ctx).catch((error: unknown) => {
        app.log.warn({ err: error, jobId }, 'discarding the result of a cancelled job failed');
      });
      return { cancelled: true };
    }
    await publish(deps, done);
    return { done: true };
  } catch (error) {
    return await settleFailure(deps, def, job, controller.signal, error);
  } finally {
    deps.running.delete(jobId);
    job.signal.removeEventListener('abort', onLost);
  }
}

/** Decides what a thrown attempt means and records it. */
async function settleFailure(
  deps: AttemptDeps,
  def: JobDefinition,
  job: Job<CarrierData>,
  signal: AbortSignal,
  error: unknown,
): Promise<CarrierOutput> {
  const { app } = deps;
  const db = app.database.db;
  const jobId = job.data.job_id;
  const reason: unknown = signal.aborted ? signal.reason : error;

  if (reason instanceof JobInterrupted) {
    const row = await findJob(db, jobId);
    if (row?.state === 'running' && row.bossId === job.id) await deps.handBack(row, job.id);
    return { interrupted: true };
  }
  if (reason instanceof JobCancelled || error instanceof JobCancelled) return { cancelled: true };
  if (signal.aborted) {
    // pg-boss took the attempt away: a cancel (the row says so) or a timeout that it will retry.
    const row = await findJob(db, jobId);
    if (row?.state === 'cancelled') return { cancelled: true };
    await publish(deps, await awaitRetry(db, jobId, job.id, JobMessage.failedUnknown, now()));
    deps.retryScheduled(def, jobId);
    throw error;
  }

  const message = error instanceof JobError ? error.message : JobMessage.failedUnknown;
  if (!(error instanceof JobError) || error.cause) {
    app.log.error(
      { err: error instanceof JobError ? error.cause : error, jobId, kind: def.name },
      'job attempt failed',
    );
  }
  const retryable = !(error instanceof JobError) || error.retry;
  const retriesLeft = job.retryCount < deps.retryLimit(def);
  if (retryable && retriesLeft) {
    await publish(deps, await awaitRetry(db, jobId, job.id, message, now()));
    // pg-boss records the failure and runs the carrier again after its backoff delay.
    deps.retryScheduled(def, jobId);
    throw error;
  }
  const failed = await db.transaction(async (tx) => {
    const row = await finishFailed(tx, jobId, job.id, message, now());
    if (row) await notifyJobFailed(tx, row, now());
    return row;
  });
  await publish(deps, failed);
  // With retries left in pg-boss (a JobError that says retrying cannot help), end the carrier here.
  if (retriesLeft) return { failed: message };
  throw error;
}
