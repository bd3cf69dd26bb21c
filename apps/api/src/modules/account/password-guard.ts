import type { FastifyInstance } from 'fastify';
import { type AttemptPolicy, claimAttempt, forgetAttempts, refundAttempt } from './attempt-counter';

/** Password sign-in limits (docs/decisions.md "Sign-in abuse rules"). */
export const PasswordLimits = {
  /** Wrong passwords one address may try on one phone before pauses start. */
  freeFailsPerSource: 5,
  /** The first pause; each further wrong password from that address doubles it... */
  firstPauseMs: 60_000,
  /** ...up to this. */
  maxPauseMs: 60 * 60_000,
  /** An address's count is forgotten this long after its last try. */
  forgetAfterMs: 24 * 60 * 60_000,
  /** Tries on one phone from all addresses together before the phone is slowed. */
  phoneCeiling: 100,
  /** Once slowed, one try on the phone (from anyone) per this interval: slowed, never locked. */
  phoneSlowIntervalMs: 30_000,
  /** The phone's total is forgotten this long after its last try. */
  phoneForgetAfterMs: 60 * 60_000,
} as const;

/** One phone from one address: a growing pause, so guessing from one place soon stops paying. */
const perSource: AttemptPolicy = {
  free: PasswordLimits.freeFailsPerSource,
  firstPauseMs: PasswordLimits.firstPauseMs,
  growth: 2,
  maxPauseMs: PasswordLimits.maxPauseMs,
  forgetAfterMs: PasswordLimits.forgetAfterMs,
};

/** One phone from every address: a constant short pause, so spreading guesses out buys little. */
const perPhone: AttemptPolicy = {
  free: PasswordLimits.phoneCeiling,
  firstPauseMs: PasswordLimits.phoneSlowIntervalMs,
  growth: 1,
  maxPauseMs: PasswordLimits.phoneSlowIntervalMs,
  forgetAfterMs: PasswordLimits.phoneForgetAfterMs,
};

/** Source key of the per-phone total (no address looks like this). */
const EVERY_SOURCE = '*';

/**
 * Claims one password check for a phone from a source (the request IP as Fastify sees it); answers
 * 0 to go ahead, or the milliseconds to wait. Counted in the database by single conditional
 * statements, so parallel guesses and several API processes share one count. Unknown phones are
 * counted the same way: a pause says nothing about whether an account exists.
 *
 * Keyed by phone AND source so that guessing from one address cannot lock the owner out from
 * another; the owner is told they can still sign in by SMS (AccountMessage.passwordLocked).
 */
export async function claimPasswordCheck(
  app: FastifyInstance,
  phone: string,
  source: string,
): Promise<number> {
  const db = app.database.db;
  const now = app.clock.now();
  const own = { phone, source };
  const fromSource = await claimAttempt(db, own, perSource, now);
  if (!fromSource.allowed) return fromSource.waitMs;
  const fromAnywhere = await claimAttempt(db, { phone, source: EVERY_SOURCE }, perPhone, now);
  if (fromAnywhere.allowed) return 0;
  // Refused by the per-phone gate before any check: the owner's address should not pay for it.
  await refundAttempt(db, own);
  return fromAnywhere.waitMs;
}

/** The right password from a source: that source starts again with its free tries. */
export function passwordAccepted(app: FastifyInstance, phone: string, source: string): Promise<void> {
  return forgetAttempts(app.database.db, phone, source);
}

/** A password reset by SMS: every count of the phone is forgotten. */
export function forgetPasswordAttempts(app: FastifyInstance, phone: string): Promise<void> {
  return forgetAttempts(app.database.db, phone);
}
