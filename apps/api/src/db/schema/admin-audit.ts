import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change an operator makes (special tags, approvals). No foreign keys on purpose: the record
 * must outlive the accounts it names, so it also keeps who they were (name and phone) at the time.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').notNull(),
    /** The operator's name and phone when acting ("张三 13800000000"). */
    actorLabel: text('actor_label').notNull().default(''),
    /** What was done: special_tags, approve, revoke. */
    action: text('action').notNull(),
    targetUserId: text('target_user_id').notNull(),
    /** The target's name and phone when the change was made. */
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetUserId, t.createdAt),
  ],
);

export type TAdminAuditRow = typeof adminAuditLog.$inferSelect;
