import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
