import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Accounts. A phone, a password and a QR identity are each optional; at least one way in exists. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Avatar URL; '' means the client shows its default image. */
  avatar: text('avatar').notNull().default(''),
  /** 0 unknown, 1 male, 2 female. */
  sex: integer('sex').notNull().default(0),
  phone: text('phone').unique(),
  /** argon2id hash; null when no password was ever set. */
  passwordHash: text('password_hash'),
  /** QR sign-in identity bound to this account (random, stable until unbound); null = not bound. */
  wxIdentity: text('wx_identity').unique(),
  /** Approved for internal-only mode (APPROVED_PHONES also approves). */
  approved: boolean('approved').notNull().default(false),
  /** Feature flags; missing keys read as 0. */
  specialTags: jsonb('special_tags').$type<Record<string, number>>().notNull().default({}),
  /** The team the workbench opens in; null when the user has none. */
  currentTeamId: text('current_team_id'),
  /** When the current phone was last verified by SMS (change_phone step 1); step 2 needs it recent. */
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type TUserRow = typeof users.$inferSelect;
