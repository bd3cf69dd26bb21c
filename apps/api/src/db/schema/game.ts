import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files';
import { works } from './works';

/**
 * Game boards (game v3 `board`) of a work. The live board is the Yjs document `game:<id>` (state in
 * collab_states); this row says which work it belongs to and keeps the checkpoint mirror REST reads
 * use (`content`: the board as JSON, rewritten by every stored checkpoint). Soft-deleted like documents.
 */
export const gameBoards = pgTable(
  'game_boards',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The board as of its last checkpoint (modules/game/board-json.ts shape); {} before the first. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    /** Bumped by every stored checkpoint. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('game_boards_work_idx').on(t.workId)],
);

export type TGameBoardRow = typeof gameBoards.$inferSelect;

/**
 * Categories of a work's game resources (game v3 `resource_category`), per resource type.
 */
export const gameResourceCategories = pgTable(
  'game_resource_categories',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('game_resource_categories_work_idx').on(t.workId)],
);

/**
 * Game resources (IMAGE, VIDEO, AUDIO) of a work: a name over a file from the files pipeline. Nodes
 * point at them by id (`resource_id`), so an overwrite by name keeps the id and swaps the file.
 * Names are unique per work and type among live resources (the 15000 check).
 */
export const gameResources = pgTable(
  'game_resources',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    name: text('name').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => gameResourceCategories.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    creatorId: text('creator_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('game_resources_work_idx').on(t.workId),
    uniqueIndex('game_resources_live_name_idx')
      .on(t.workId, t.resourceType, t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type TGameResourceRow = typeof gameResources.$inferSelect;
export type TGameResourceCategoryRow = typeof gameResourceCategories.$inferSelect;
