import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Self-hosted QR sign-in sessions. The waiting browser polls with session_key; the QR carries a
 * different confirm_key, so someone who only sees the QR cannot collect the wx_code.
 */
export const qrSessions = pgTable('qr_sessions', {
  sessionKey: text('session_key').primaryKey(),
  confirmKey: text('confirm_key').notNull().unique(),
  callbackHtml: text('callback_html').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Set by end_session. */
  endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  /** Released on confirm: one-time code that carries wxIdentity. */
  wxCode: text('wx_code').unique(),
  wxIdentity: text('wx_identity'),
  confirmedBy: text('confirmed_by'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  wxCodeExpiresAt: timestamp('wx_code_expires_at', { withTimezone: true, mode: 'date' }),
  /** Set when login_type 3 or change_wechat consumed the code. */
  wxCodeUsedAt: timestamp('wx_code_used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export type TQrSessionRow = typeof qrSessions.$inferSelect;
