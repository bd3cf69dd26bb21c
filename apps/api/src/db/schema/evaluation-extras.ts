import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { evaluateReports, evaluateSnapshots, evaluateWorks } from './evaluations';
import { users } from './users';

/**
 * A benchmark (标杆作品, base_work_list / add_base_work): one finished report its owner chose as the
 * yardstick other reports are compared against. It names the report, so the benchmark's scores stay
 * those of the text evaluated then; deleting the evaluation work removes it.
 */
export const evaluateBaseWorks = pgTable(
  'evaluate_base_works',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    evaluateId: text('evaluate_id')
      .notNull()
      .references(() => evaluateWorks.id, { onDelete: 'cascade' }),
    reportId: text('report_id')
      .notNull()
      .references(() => evaluateReports.id, { onDelete: 'cascade' }),
    baseName: text('base_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluate_base_works_report_idx').on(t.userId, t.reportId),
    index('evaluate_base_works_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The character analysis of an evaluation work (character_analyse/launch, result, err_reset): one
 * row per work; job_id is the current run (its state is the analysis state), result the last
 * finished analysis of snapshot_id, kept until a later run finishes.
 */
export const characterAnalyses = pgTable('character_analyses', {
  evaluateId: text('evaluate_id')
    .primaryKey()
    .references(() => evaluateWorks.id, { onDelete: 'cascade' }),
  snapshotId: text('snapshot_id').references(() => evaluateSnapshots.id, { onDelete: 'set null' }),
  jobId: text('job_id'),
  result: jsonb('result').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
