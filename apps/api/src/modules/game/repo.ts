import crypto from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { gameBoards, type TGameBoardRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** A game board row by id, deleted or not. */
export async function findGameBoard(db: DbLike, boardId: string): Promise<TGameBoardRow | undefined> {
  const [row] = await db.select().from(gameBoards).where(eq(gameBoards.id, boardId)).limit(1);
  return row;
}

/** Inserts a game board of a work and answers its row (game v3 `board` calls it after its checks). */
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

/** The live boards of a work, oldest first. */
export async function listGameBoards(db: DbLike, workId: string): Promise<TGameBoardRow[]> {
  return db
    .select()
    .from(gameBoards)
    .where(and(eq(gameBoards.workId, workId), isNull(gameBoards.deletedAt)))
    .orderBy(asc(gameBoards.createdAt), asc(gameBoards.id));
}

/** Renames a board. */
export async function renameGameBoard(db: DbLike, boardId: string, name: string): Promise<void> {
  await db.update(gameBoards).set({ name }).where(eq(gameBoards.id, boardId));
}

/** Soft-deletes a board (its Yjs state stays; the relay no longer loads it). */
export async function deleteGameBoard(db: DbLike, boardId: string, now: Date): Promise<void> {
  await db.update(gameBoards).set({ deletedAt: now }).where(eq(gameBoards.id, boardId));
}
