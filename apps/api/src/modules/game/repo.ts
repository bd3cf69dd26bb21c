import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gameBoards, type TGameBoardRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** A game board row by id, deleted or not. */
export async function findGameBoard(db: DbLike, boardId: string): Promise<TGameBoardRow | undefined> {
  const [row] = await db.select().from(gameBoards).where(eq(gameBoards.id, boardId)).limit(1);
  return row;
}

/**
 * Inserts a game board of a work and answers its row. The game v3 `board` calls (issue 13) will
 * call this after their checks; until then only tests create boards.
 */
export async function createGameBoard(
  db: DbLike,
  board: { workId: string; name: string },
  now: Date,
): Promise<TGameBoardRow> {
  const [row] = await db
    .insert(gameBoards)
    .values({ id: crypto.randomUUID(), workId: board.workId, name: board.name, createdAt: now })
    .returning();
  if (!row) throw new Error('game board insert returned no row');
  return row;
}
