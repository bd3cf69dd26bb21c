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

/**
 * Game templates (game v3 `template`) of a work: a named group of nodes and edges a writer saved to
 * stamp onto boards again (`content` holds the group as board JSON). Soft-deleted.
 */
export const gameTemplates = pgTable(
  'game_templates',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    desc: text('desc').notNull().default(''),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    creatorId: text('creator_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('game_templates_work_idx').on(t.workId)],
);

export type TGameTemplateRow = typeof gameTemplates.$inferSelect;

/**
 * Role chat instances: one player's conversation with the role of an AI_CONVERSATION node of a
 * board. `agent` is the role the instance plays (create_agent); the turns are in game_chat_memory.
 * Owned by the user who created it: the Instance-Id header finds only the caller's own.
 */
export const gameChatInstances = pgTable(
  'game_chat_instances',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => gameBoards.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    userId: text('user_id').notNull(),
    agent: jsonb('agent').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('game_chat_instances_board_idx').on(t.boardId)],
);

export type TGameChatInstanceRow = typeof gameChatInstances.$inferSelect;

/** The remembered turns of a role chat instance, oldest first by `seq`. */
export const gameChatMemory = pgTable(
  'game_chat_memory',
  {
    id: text('id').primaryKey(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => gameChatInstances.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_chat_memory_seq_idx').on(t.instanceId, t.seq)],
);

export type TGameChatMemoryRow = typeof gameChatMemory.$inferSelect;
