import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Password sign-in attempts counted per phone and source (the client address) and per phone over
 * every source (source '*'). One row per key, updated by a single conditional upsert so concurrent
 * guesses cannot slip past the count (modules/account/attempt-counter.ts).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    phone: text('phone').notNull(),
    /** The request IP as Fastify sees it (TRUST_PROXY decides), or '*' for the per-phone total. */
    source: text('source').notNull(),
    /** Attempts counted since the key was last forgotten (wrong ones, and ones still being checked). */
    attempts: integer('attempts').notNull(),
    /** No further attempt is checked before this moment; null when none is paused. */
    pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'date' }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.phone, t.source] }),
    index('sign_in_attempts_last_idx').on(t.lastAttemptAt),
  ],
);

export type TSignInAttemptRow = typeof signInAttempts.$inferSelect;
