import type { Suggestion, TextAnchor } from '@juzuo/doc-model';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { works } from './works';

/**
 * The checkpoint mirror of a script or idea document's supervisor comments. The live comments are the Yjs
 * document `comments:<doc_id>` (state in collab_states); every stored checkpoint rewrites these rows,
 * so comment/list reads threads without Yjs (it resolves anchors against the script document).
 */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: text('id').primaryKey(),
    /**
     * The reviewed document: a documents row (kind 'doc') or an idea's rich-text document (kind
     * 'idea'). No foreign key, since it names either table; both are soft-deleted and the work's
     * cascade removes the rows.
     */
    docId: text('doc_id').notNull(),
    /** 'doc' or 'idea' (ReviewKind): which table doc_id names. */
    kind: text('kind').notNull().default('doc'),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    /** '' for a thread, else the thread's id. */
    parentId: text('parent_id').notNull().default(''),
    authorId: text('author_id').notNull(),
    authorName: text('author_name').notNull().default(''),
    content: text('content').notNull(),
    /** Relative positions, quote and context (null for replies). */
    anchor: jsonb('anchor').$type<TextAnchor | null>(),
    resolved: boolean('resolved').notNull().default(false),
    tagId: text('tag_id').notNull().default(''),
    suggestion: jsonb('suggestion').$type<Suggestion | null>(),
    mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('review_comments_doc_idx').on(t.docId)],
);

export type TReviewCommentRow = typeof reviewComments.$inferSelect;

/** How often a document's comments were mirrored (the comments: kind's version). */
export const reviewVersions = pgTable('review_versions', {
  /** A documents row or an idea (review_comments.doc_id). */
  docId: text('doc_id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Struct tags set on a script document or an idea (PUT works/doc_or_idea/struct_tag). */
export const structTagLinks = pgTable(
  'struct_tag_links',
  {
    /** 'doc' or 'idea'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    tagIds: jsonb('tag_ids').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId] })],
);

/** A producer's review document of a work (works/producers, works/producer): HTML. */
export const producerDocs = pgTable(
  'producer_docs',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('producer_docs_work_idx').on(t.workId)],
);

export type TProducerDocRow = typeof producerDocs.$inferSelect;
