import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, type TJobRow } from '../db/schema/index';
import type { DbLike } from '../lib/db';

/** States a job can still leave. */
const UNFINISHED = ['waiting', 'running'];

/** The row an attempt works on: this job, carried by this pg-boss job. */
const attemptOf = (jobId: string, bossId: string) => and(eq(jobs.id, jobId), eq(jobs.bossId, bossId));

/** Inserts a new waiting job. */
export async function insertJob(db: DbLike, row: typeof jobs.$inferInsert): Promise<TJobRow> {
  const [inserted] = await db.insert(jobs).values(row).returning();
  if (!inserted) throw new Error('job insert returned nothing');
  return inserted;
}

/** A job by id, whoever owns it (internal use: the queue and its recovery). */
export async function findJob(db: DbLike, jobId: string): Promise<TJobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row;
}

/** A job of this owner, or undefined: another user's job is as absent as a missing one. */
export async function findOwnJob(db: DbLike, userId: string, jobId: string): Promise<TJobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .limit(1);
  return row;
}

/** One page of the owner's jobs, newest first, with the total. */
export async function listOwnJobs(
  db: Db,
  userId: string,
  page: { page_index: number; page_size: number },
): Promise<{ rows: TJobRow[]; total: number }> {
  const where = eq(jobs.userId, userId);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  const rows = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.page_size)
    .offset((page.page_index - 1) * page.page_size);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every job not yet finished (recovery after a start). */
export function unfinishedJobs(db: DbLike): Promise<TJobRow[]> {
  return db.select().from(jobs).where(inArray(jobs.state, UNFINISHED));
}

/** Whether any job is still unfinished (decides whether the queue must start with the app). */
export async function hasUnfinishedJobs(db: DbLike): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.state, UNFINISHED)).limit(1);
  return row !== undefined;
}

/** Starts an attempt: running, one more attempt counted; undefined when the attempt is stale. */
export async function claimAttempt(
  db: DbLike,
  jobId: string,
  bossId: string,
  now: Date,
): Promise<TJobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      progress: 0,
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(attemptOf(jobId, bossId), inArray(jobs.state, UNFINISHED)))
    .returning();
  return row;
}

/** Records progress of a running attempt; false when the job is no longer running under it (cancelled). */
export async function setProgress(
  db: DbLike,
  jobId: string,
  bossId: string,
  progress: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ progress, updatedAt: now })
    .where(and(attemptOf(jobId, bossId), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Updates a job only while it is still running under this attempt (a cancel meanwhile wins). */
async function settleRunning(
  db: DbLike,
  jobId: string,
  bossId: string,
  set: Partial<typeof jobs.$inferInsert>,
): Promise<TJobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set(set)
    .where(and(attemptOf(jobId, bossId), eq(jobs.state, 'running')))
    .returning();
  return row;
}

/** Settles a running attempt as done with its result; undefined when it was cancelled meanwhile. */
export const finishDone = (
  db: DbLike,
  jobId: string,
  bossId: string,
  result: Record<string, unknown>,
  now: Date,
): Promise<TJobRow | undefined> =>
  settleRunning(db, jobId, bossId, {
    state: 'done',
    progress: 100,
    result,
    error: '',
    finishedAt: now,
    updatedAt: now,
  });

/** Settles a running attempt as failed for good. */
export const finishFailed = (
  db: DbLike,
  jobId: string,
  bossId: string,
  error: string,
  now: Date,
): Promise<TJobRow | undefined> =>
  settleRunning(db, jobId, bossId, { state: 'failed', error, finishedAt: now, updatedAt: now });

/** A failed attempt that will be retried: back to waiting, with the reason kept for the owner. */
export const awaitRetry = (
  db: DbLike,
  jobId: string,
  bossId: string,
  error: string,
  now: Date,
): Promise<TJobRow | undefined> =>
  settleRunning(db, jobId, bossId, { state: 'waiting', progress: 0, error, updatedAt: now });

/**
 * Hands an unfinished job to a new pg-boss job (after a shutdown, or when recovery finds its carrier
 * gone). Only the caller that still sees `fromBossId` wins, so two processes never both requeue it.
 */
export async function moveToBossJob(
  db: DbLike,
  jobId: string,
  fromBossId: string | null,
  toBossId: string,
  now: Date,
): Promise<TJobRow | undefined> {
  const carrier = fromBossId === null ? sql`${jobs.bossId} is null` : eq(jobs.bossId, fromBossId);
  const [row] = await db
    .update(jobs)
    .set({ state: 'waiting', progress: 0, bossId: toBossId, updatedAt: now })
    .where(and(eq(jobs.id, jobId), carrier, inArray(jobs.state, UNFINISHED)))
    .returning();
  return row;
}

/** Cancels an unfinished job of this owner; undefined when it is not theirs or already finished. */
export async function cancelOwnJob(
  db: DbLike,
  userId: string,
  jobId: string,
  now: Date,
): Promise<TJobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'cancelled', finishedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), inArray(jobs.state, UNFINISHED)))
    .returning();
  return row;
}

/** Fails an unfinished job outright (its carrier was lost too often to keep trying). */
export async function abandonJob(
  db: DbLike,
  jobId: string,
  error: string,
  now: Date,
): Promise<TJobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'failed', error, finishedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, jobId), inArray(jobs.state, UNFINISHED)))
    .returning();
  return row;
}
