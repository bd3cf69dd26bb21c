import crypto from 'node:crypto';
import type { TGameTemplateContent } from '@juzuo/schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { gameTemplates, type TGameTemplateRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** A live template by id (a deleted one reads as gone). */
export async function findTemplate(db: DbLike, id: string): Promise<TGameTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(gameTemplates)
    .where(and(eq(gameTemplates.id, id), isNull(gameTemplates.deletedAt)))
    .limit(1);
  return row;
}

/** The live templates of a work, newest first. */
export async function listTemplates(db: DbLike, workId: string): Promise<TGameTemplateRow[]> {
  return db
    .select()
    .from(gameTemplates)
    .where(and(eq(gameTemplates.workId, workId), isNull(gameTemplates.deletedAt)))
    .orderBy(desc(gameTemplates.createdAt), desc(gameTemplates.id));
}

/** Inserts a template and answers its id. */
export async function insertTemplate(
  db: DbLike,
  t: { workId: string; name: string; desc: string; content: TGameTemplateContent; creatorId: string },
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(gameTemplates).values({ id, ...t, createdAt: now, updatedAt: now });
  return id;
}

/** Changes the fields given. */
export async function updateTemplate(
  db: DbLike,
  id: string,
  fields: { name?: string; desc?: string; content?: TGameTemplateContent },
  now: Date,
): Promise<void> {
  await db
    .update(gameTemplates)
    .set({ ...fields, updatedAt: now })
    .where(eq(gameTemplates.id, id));
}

/** Soft-deletes a template. */
export async function deleteTemplate(db: DbLike, id: string, now: Date): Promise<void> {
  await db.update(gameTemplates).set({ deletedAt: now }).where(eq(gameTemplates.id, id));
}
