import crypto from 'node:crypto';
import type { TRoleAgent } from '@juzuo/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  gameChatInstances,
  gameChatMemory,
  type TGameChatInstanceRow,
  type TGameChatMemoryRow,
} from '../../../db/schema/index';
import type { DbLike } from '../../../lib/db';
import { sqlStateOf } from '../../../lib/db-errors';

/** A role chat instance by id, only when `userId` created it. */
export async function findInstance(
  db: DbLike,
  id: string,
  userId: string,
): Promise<TGameChatInstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(gameChatInstances)
    .where(and(eq(gameChatInstances.id, id), eq(gameChatInstances.userId, userId)))
    .limit(1);
  return row;
}

/** Inserts an instance and answers its row. */
export async function insertInstance(
  db: DbLike,
  i: { boardId: string; nodeId: string; userId: string; agent: TRoleAgent },
  now: Date,
): Promise<TGameChatInstanceRow> {
  const [row] = await db
    .insert(gameChatInstances)
    .values({ id: crypto.randomUUID(), ...i, createdAt: now })
    .returning();
  if (!row) throw new Error('chat instance insert returned no row');
  return row;
}

/** Sets the role an instance plays. */
export async function setAgent(db: DbLike, id: string, agent: TRoleAgent): Promise<void> {
  await db.update(gameChatInstances).set({ agent }).where(eq(gameChatInstances.id, id));
}

/** The instance's turns, oldest first. */
export async function memoryOf(db: DbLike, instanceId: string): Promise<TGameChatMemoryRow[]> {
  return db
    .select()
    .from(gameChatMemory)
    .where(eq(gameChatMemory.instanceId, instanceId))
    .orderBy(asc(gameChatMemory.seq));
}

/**
 * Appends turns after the instance's last one, in one transaction. Two appends racing on one
 * instance (two tabs sending at once) collide on the unique (instance, seq) index; the loser
 * reads the new last turn and goes after it, so both keep their turns whole and in order.
 */
export async function appendTurns(
  db: Db,
  instanceId: string,
  turns: Array<{ role: 'user' | 'assistant'; content: string }>,
  now: Date,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await appendOnce(db, instanceId, turns, now);
      return;
    } catch (error) {
      if (sqlStateOf(error) !== '23505' || attempt >= 5) throw error;
    }
  }
}

async function appendOnce(
  db: Db,
  instanceId: string,
  turns: Array<{ role: 'user' | 'assistant'; content: string }>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ seq: sql<number>`coalesce(max(${gameChatMemory.seq}), 0)` })
      .from(gameChatMemory)
      .where(eq(gameChatMemory.instanceId, instanceId));
    const start = Number(last?.seq ?? 0);
    await tx.insert(gameChatMemory).values(
      turns.map((t, i) => ({
        id: crypto.randomUUID(),
        instanceId,
        seq: start + i + 1,
        role: t.role,
        content: t.content,
        createdAt: new Date(now.getTime() + i),
      })),
    );
  });
}

/** Removes one turn (or all when `memoryId` is undefined); answers how many went. */
export async function removeMemory(db: DbLike, instanceId: string, memoryId?: string): Promise<number> {
  const where = memoryId
    ? and(eq(gameChatMemory.instanceId, instanceId), eq(gameChatMemory.id, memoryId))
    : eq(gameChatMemory.instanceId, instanceId);
  const rows = await db.delete(gameChatMemory).where(where).returning({ id: gameChatMemory.id });
  return rows.length;
}
