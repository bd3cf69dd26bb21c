import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Sign-in tokens: only the sha256 of the opaque token is stored. */
export const tokens = pgTable(
  'tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** device_id header at sign-in, for a future "signed-in devices" list. */
    deviceId: text('device_id').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set by logout; a revoked token never authenticates again. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The sign-in this token descends from through refresh_token (its first token's id; null for
     * that first token and for rows from before the column). Logout ends the whole family, so a
     * refresh that raced the logout leaves no live successor behind.
     */
    familyId: text('family_id'),
  },
  (t) => [index('tokens_user_idx').on(t.userId), index('tokens_family_idx').on(t.familyId)],
);

export type TTokenRow = typeof tokens.$inferSelect;
