import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { materials, type TMaterialRow } from '../../db/schema';
import type { DbLike } from '../../lib/db';
import { visibleTo } from './repo-search';
import { compScoreOf, searchColumns } from './search-columns';
import type { Viewer } from './viewer';

/** The editable fields of a material. */
export interface MaterialFields {
  title: string;
  content: string;
  cat1: string;
  cat2: string;
  tags: string[];
}

/** A new material row with its search columns. */
export function newRow(
  id: string,
  f: MaterialFields,
  owner: { scope: number; teamId: string | null; userId: string | null; sourceKey?: string | null },
  published: boolean,
  now: Date,
): typeof materials.$inferInsert {
  return {
    id,
    ...f,
    ...searchColumns(f),
    scope: owner.scope,
    teamId: owner.teamId,
    userId: owner.userId,
    sourceKey: owner.sourceKey ?? null,
    published,
    compScore: compScoreOf(now, 0),
    createdAt: now,
    updatedAt: now,
  };
}

export async function insertMaterial(db: DbLike, row: typeof materials.$inferInsert): Promise<void> {
  await db.insert(materials).values(row);
}

export async function insertMaterials(db: DbLike, rows: (typeof materials.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(materials).values(rows);
}

/** Rewrites the fields (and their search columns) of a material. */
export async function updateFields(db: DbLike, id: string, f: MaterialFields, now: Date): Promise<void> {
  await db
    .update(materials)
    .set({ ...f, ...searchColumns(f), updatedAt: now })
    .where(eq(materials.id, id));
}

/** A material the viewer may read, or undefined (absent and invisible look the same). */
export async function findVisible(db: Db, viewer: Viewer, id: string): Promise<TMaterialRow | undefined> {
  const [row] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), visibleTo(viewer)))
    .limit(1);
  return row;
}

export async function findById(db: DbLike, id: string): Promise<TMaterialRow | undefined> {
  const [row] = await db.select().from(materials).where(eq(materials.id, id)).limit(1);
  return row;
}

/** Imported materials by key: the fields an import compares (not the token array). */
export async function findBySourceKeys(db: DbLike, keys: string[]) {
  if (!keys.length) return [];
  return db
    .select({
      id: materials.id,
      sourceKey: materials.sourceKey,
      title: materials.title,
      content: materials.content,
      cat1: materials.cat1,
      cat2: materials.cat2,
      tags: materials.tags,
    })
    .from(materials)
    .where(inArray(materials.sourceKey, keys));
}

export async function setPublished(db: DbLike, id: string, published: boolean, now: Date): Promise<void> {
  await db.update(materials).set({ published, updatedAt: now }).where(eq(materials.id, id));
}

export async function deleteMaterial(db: DbLike, id: string): Promise<void> {
  await db.delete(materials).where(eq(materials.id, id));
}

/** Adds to a counter and keeps HOT and COMP scores in step (one statement, no read-modify-write race). */
export async function bump(
  db: DbLike,
  ids: string[],
  delta: { views?: number; saves?: number; uses?: number },
): Promise<void> {
  if (!ids.length) return;
  const v = delta.views ?? 0;
  const s = delta.saves ?? 0;
  const u = delta.uses ?? 0;
  const hot = sql`(${materials.viewCount} + ${v}) + 5 * greatest(${materials.collectCount} + ${s}, 0) + 3 * (${materials.useCount} + ${u})`;
  await db
    .update(materials)
    .set({
      viewCount: sql`${materials.viewCount} + ${v}`,
      collectCount: sql`greatest(${materials.collectCount} + ${s}, 0)`,
      useCount: sql`${materials.useCount} + ${u}`,
      hotScore: hot,
      compScore: sql`extract(epoch from ${materials.createdAt}) / 86400 + 7 * ln(1 + ${hot})`,
    })
    .where(inArray(materials.id, ids));
}

export async function useCountOf(db: DbLike, id: string): Promise<number> {
  const [row] = await db.select({ n: materials.useCount }).from(materials).where(eq(materials.id, id));
  return row?.n ?? 0;
}
