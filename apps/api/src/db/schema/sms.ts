import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Issued SMS codes (hashed). Rows also serve as the ledger for resend and hourly caps. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    /** 0 login, 1 find password, 2 verify current phone, 3 bind new phone: a code only works for its type. */
    smsType: integer('sms_type').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when used successfully or killed (too many wrong tries, superseded). */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export type TSmsCodeRow = typeof smsCodes.$inferSelect;
