import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { users } from './users';
import { works } from './works';

/** Volumes (卷) group a work's documents; documents without a volume sit at the top level. */
export const volumes = pgTable(
  'volumes',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('volumes_work_idx').on(t.workId, t.sort)],
);

/**
 * Script episodes / novel chapters. The live content is the Yjs document `doc:<id>` (state in
 * collab_states); `html`, `text`, `charCount` and `version` are the last checkpoint, for reading
 * without Yjs (doc/detail, search, export, evaluation).
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    volumeId: text('volume_id').references(() => volumes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    charCount: integer('char_count').notNull().default(0),
    /** Increases with every stored checkpoint; doc/update_version compares against it. */
    version: integer('version').notNull().default(0),
    /** Episode-level flags writers set (e.g. paywall cliffhanger 付费卡点). */
    flags: jsonb('flags').$type<Record<string, unknown>>().notNull().default({}),
    lastEditorId: text('last_editor_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('documents_work_idx').on(t.workId, t.volumeId, t.sort)],
);

/**
 * Idea documents of a work (IdeaDocType: Topic 1 ... Other 99; edit type noSet/editor/card/character).
 * Live content is the Yjs document `idea:<id>`; html/text are its last checkpoint.
 */
export const ideas = pgTable(
  'ideas',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ideaType: integer('idea_type').notNull(),
    editType: integer('edit_type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    charCount: integer('char_count').notNull().default(0),
    version: integer('version').notNull().default(0),
    /** Bumped by every stored checkpoint of the idea's card board (`cards:<id>`, idea_cards rows). */
    cardsVersion: integer('cards_version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('ideas_work_idx').on(t.workId, t.sort)],
);

/** Content tags (content_tag_list / content_tag): labels a team puts on passages of its documents. */
export const contentTags = pgTable(
  'content_tags',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('content_tags_work_idx').on(t.workId)],
);

/**
 * The Yjs state of every relay document, keyed by its relay name (`doc:<id>`, `idea:<id>`, ...).
 * `stateHash` lets a store of unchanged content be skipped.
 */
export const collabStates = pgTable('collab_states', {
  name: text('name').primaryKey(),
  workId: text('work_id')
    .notNull()
    .references(() => works.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  stateHash: text('state_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Versions of a document (doc_history): automatic ones during active editing and named ones.
 * Each keeps the full Yjs state plus html/text for diffs and previews.
 */
export const docHistory = pgTable(
  'doc_history',
  {
    id: text('id').primaryKey(),
    /** Relay document name the version belongs to (`doc:<id>`; later also `idea:<id>`). */
    document: text('document').notNull(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /** True for versions the system took; false for ones a person created or renamed. */
    auto: boolean('auto').notNull().default(false),
    state: bytea('state').notNull(),
    stateHash: text('state_hash').notNull(),
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    charCount: integer('char_count').notNull().default(0),
    creatorId: text('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('doc_history_document_idx').on(t.document, t.createdAt)],
);

export type TVolumeRow = typeof volumes.$inferSelect;
export type TDocumentRow = typeof documents.$inferSelect;
export type TIdeaRow = typeof ideas.$inferSelect;
export type TCollabStateRow = typeof collabStates.$inferSelect;
export type TDocHistoryRow = typeof docHistory.$inferSelect;
