import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { works } from './works';

/**
 * Game boards (game v3 `board`) of a work. The live board is the Yjs document `game:<id>` (state in
 * collab_states); this row says which work it belongs to. Soft-deleted like documents.
 */
export const gameBoards = pgTable(
  'game_boards',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('game_boards_work_idx').on(t.workId)],
);

export type TGameBoardRow = typeof gameBoards.$inferSelect;
