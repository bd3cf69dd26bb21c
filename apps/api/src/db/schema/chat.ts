import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { works } from './works';

/**
 * AI chat history (spec 03 section 3 "Chat history item": message, userid, start_time, query): one
 * row per question, written when its stream ends, with the answer as far as it got and how it ended.
 */
export const chatHistory = pgTable(
  'chat_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stream that produced the answer (stop_stream's id). */
    streamId: text('stream_id').notNull(),
    /** chat, continue or rewrite. */
    kind: text('kind').notNull(),
    query: text('query').notNull(),
    /** The answer text (what was streamed before a stop or failure). */
    message: text('message').notNull().default(''),
    /** The chat alias asked for (qwen, gpt-3.5, gpt-4). */
    model: text('model').notNull(),
    /** done, stopped or failed. */
    state: text('state').notNull(),
    /** The document or idea the question was about, when one was sent as context. */
    docId: text('doc_id'),
    ideaId: text('idea_id'),
    /** What went in as context (the writer sees it): sources and the token estimate. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    tokenEstimate: integer('token_estimate').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('chat_history_user_idx').on(t.userId, t.startTime)],
);
/** A chat history row. */
export type TChatHistoryRow = typeof chatHistory.$inferSelect;

/**
 * The chat template bound to a work (PUT/DELETE /ixj_web/qa/work_bind_template): the chat panel of
 * every member opens with it. One per work; templates are the product's files (prompts/), so the id
 * is not a foreign key.
 */
export const workChatTemplates = pgTable('work_chat_templates', {
  workId: text('work_id')
    .primaryKey()
    .references(() => works.id, { onDelete: 'cascade' }),
  templateId: text('template_id').notNull(),
  boundBy: text('bound_by').references(() => users.id, { onDelete: 'set null' }),
  boundAt: timestamp('bound_at', { withTimezone: true, mode: 'date' }).notNull(),
});
