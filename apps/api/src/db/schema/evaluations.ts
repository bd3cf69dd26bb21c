import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { works } from './works';

/**
 * An outside work uploaded for evaluation (`upload_file`, .txt or .docx): its decoded text, kept
 * until an evaluation work takes it (add_evaluate_work with work_from 1 and this id as work_id).
 */
export const evaluateUploads = pgTable('evaluate_uploads', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One evaluation work (spec 01 section 3): a work of the product (work_from 0) or an uploaded one
 * (work_from 1) with its evaluation status (codes of section 4; the state machine is in
 * docs/decisions.md). Owned by the user who added it; the durable job of its current run is job_id.
 */
export const evaluateWorks = pgTable(
  'evaluate_works',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 inside the product, 1 uploaded. */
    workFrom: integer('work_from').notNull(),
    /** The product work (work_from 0). */
    workId: text('work_id').references(() => works.id, { onDelete: 'set null' }),
    /** The upload (work_from 1). */
    uploadId: text('upload_id').references(() => evaluateUploads.id, { onDelete: 'set null' }),
    workName: text('work_name').notNull(),
    /** 'script' (short drama: hooks, cliffhangers, paywall) or 'novel'. */
    genre: text('genre').notNull().default('script'),
    status: integer('status').notNull(),
    jobId: text('job_id'),
    /** Why the last run failed (Chinese), empty otherwise. */
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('evaluate_works_user_idx').on(t.userId, t.createdAt)],
);

/** One product document inside a snapshot's text. */
export interface SnapshotDoc {
  doc_id: string;
  doc_name: string;
  start: number;
  end: number;
}

/** The text a run evaluated, taken before the first engine call (doc_snapshot_list). */
export const evaluateSnapshots = pgTable(
  'evaluate_snapshots',
  {
    id: text('id').primaryKey(),
    evaluateId: text('evaluate_id')
      .notNull()
      .references(() => evaluateWorks.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    text: text('text').notNull(),
    /**
     * Where each product document's text sits in `text` ([start, end) offsets, the heading excluded),
     * so a quote maps back to its document (post_report_to_review). Empty for uploads.
     */
    docs: jsonb('docs').$type<SnapshotDoc[]>().notNull().default([]),
    charCount: integer('char_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('evaluate_snapshots_eval_idx').on(t.evaluateId, t.createdAt)],
);

/** A finished report (one per successful run), written in one insert at the end of the run. */
export const evaluateReports = pgTable(
  'evaluate_reports',
  {
    id: text('id').primaryKey(),
    evaluateId: text('evaluate_id')
      .notNull()
      .references(() => evaluateWorks.id, { onDelete: 'cascade' }),
    snapshotId: text('snapshot_id')
      .notNull()
      .references(() => evaluateSnapshots.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('evaluate_reports_eval_idx').on(t.evaluateId, t.createdAt)],
);
