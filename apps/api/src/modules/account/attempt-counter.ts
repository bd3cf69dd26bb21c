import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInAttempts } from '../../db/schema/index';

/** How one kind of key counts attempts and pauses them. */
export interface AttemptPolicy {
  /** Attempts allowed before pauses start. */
  free: number;
  /** Pause after the attempt that uses up the free ones. */
  firstPauseMs: number;
  /** Each further attempt multiplies the pause by this; 1 keeps it constant (slows, never locks longer). */
  growth: number;
  /** Longest pause. */
  maxPauseMs: number;
  /** The count starts over once the last attempt is this old (longer than maxPauseMs). */
  forgetAfterMs: number;
}

/** A key of the counter: a phone and a source (an address, or '*' for every source). */
export interface AttemptKey {
  phone: string;
  source: string;
}

/** Outcome of claiming an attempt: go ahead, or how long the key is still paused. */
export type AttemptClaim = { allowed: true } | { allowed: false; waitMs: number };

/** A column of the row already stored (inside ON CONFLICT DO UPDATE, where `excluded` is the new row). */
const stored = (column: { name: string }) => sql.raw(`"sign_in_attempts"."${column.name}"`);

/** Pause after attempt number `n` (an SQL expression), per the policy; NULL while attempts are free. */
function pauseAfter(n: SQL, policy: AttemptPolicy, nowIso: string) {
  return sql`CASE WHEN ${n} >= ${policy.free}::int THEN ${nowIso}::timestamptz + least(
    ${policy.firstPauseMs}::float8 * power(${policy.growth}::float8, ${n} - ${policy.free}::int),
    ${policy.maxPauseMs}::float8) * interval '1 millisecond' END`;
}

/**
 * Counts one attempt for the key unless the key is paused, in a single conditional upsert: the row is
 * locked while its count and pause are decided, so however many requests race, each one sees the
 * count the one before it left (a check-then-write in two statements let 60 parallel guesses through).
 * The attempt is counted before the caller checks it; a success forgets the key (`forgetAttempts`).
 */
export async function claimAttempt(
  db: Db,
  key: AttemptKey,
  policy: AttemptPolicy,
  now: number,
): Promise<AttemptClaim> {
  const nowIso = new Date(now).toISOString();
  const staleIso = new Date(now - policy.forgetAfterMs).toISOString();
  const lastAt = stored(signInAttempts.lastAttemptAt);
  const pausedUntil = stored(signInAttempts.pausedUntil);
  const next = sql`(CASE WHEN ${lastAt} <= ${staleIso}::timestamptz THEN 1 ELSE ${stored(signInAttempts.attempts)} + 1 END)`;
  const claimed = await db
    .insert(signInAttempts)
    .values({
      ...key,
      attempts: 1,
      pausedUntil: policy.free <= 1 ? new Date(now + policy.firstPauseMs) : null,
      lastAttemptAt: new Date(now),
    })
    .onConflictDoUpdate({
      target: [signInAttempts.phone, signInAttempts.source],
      set: { attempts: next, pausedUntil: pauseAfter(next, policy, nowIso), lastAttemptAt: new Date(now) },
      setWhere: sql`${pausedUntil} IS NULL OR ${pausedUntil} <= ${nowIso}::timestamptz`,
    })
    .returning({ attempts: signInAttempts.attempts });
  if (claimed.length === 1) return { allowed: true };
  const [row] = await db
    .select({ pausedUntil: signInAttempts.pausedUntil })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.phone, key.phone), eq(signInAttempts.source, key.source)));
  // The pause may have been lifted between the two statements (a success elsewhere): wait a moment.
  return { allowed: false, waitMs: Math.max(1000, (row?.pausedUntil?.getTime() ?? 0) - now) };
}

/**
 * Gives back an attempt that was claimed but never checked (a later gate refused it), so a refusal
 * does not count as a wrong guess. A pause the claim started stays: it only ever follows used-up
 * free attempts.
 */
export async function refundAttempt(db: Db, key: AttemptKey): Promise<void> {
  await db
    .update(signInAttempts)
    .set({ attempts: sql`greatest(${signInAttempts.attempts} - 1, 0)` })
    .where(and(eq(signInAttempts.phone, key.phone), eq(signInAttempts.source, key.source)));
}

/** Forgets one key (a success from that source), or every key of a phone (a password reset). */
export async function forgetAttempts(db: Db, phone: string, source?: string): Promise<void> {
  const ofPhone = eq(signInAttempts.phone, phone);
  await db
    .delete(signInAttempts)
    .where(source === undefined ? ofPhone : and(ofPhone, eq(signInAttempts.source, source)));
}
