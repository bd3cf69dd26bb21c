import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/**
 * Durable background jobs as the product sees them (export of a work, later AI work). pg-boss runs the
 * attempts; this row is the API's source of truth for state, progress, result and error, so every
 * state stays clear after pg-boss archives or deletes its own rows. A job is visible to its owner only.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The team the job works for (the exported work's team), when it has one. */
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** Which job definition runs it, e.g. 'works.export'. */
    kind: text('kind').notNull(),
    /** One line in Chinese for the task list, e.g. 导出《作品名》. */
    title: text('title').notNull().default(''),
    /** The validated input the handler receives. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
    /** waiting | running | done | failed | cancelled. */
    state: text('state').notNull().default('waiting'),
    /** 0-100. */
    progress: integer('progress').notNull().default(0),
    /** What a done job produced (export: {url, file_name, size}). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Why the last attempt failed, in Chinese; empty when none did. */
    error: text('error').notNull().default(''),
    /** Attempts started so far (retries included). */
    attempts: integer('attempts').notNull().default(0),
    /** The pg-boss job currently carrying this job; an attempt of any other pg-boss job is stale. */
    bossId: text('boss_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('jobs_user_idx').on(t.userId, t.createdAt), index('jobs_state_idx').on(t.state)],
);

export type TJobRow = typeof jobs.$inferSelect;
