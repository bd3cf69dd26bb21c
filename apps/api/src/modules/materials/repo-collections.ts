import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { materialCollections, materialCollectionTypes, materials } from '../../db/schema';
import type { DbLike } from '../../lib/db';
import { type ListRow, listColumns, visibleTo } from './repo-search';
import type { Viewer } from './viewer';

// A user's saved materials. The default folder is type_id null (it has no row); '0' in the API.

export async function folders(db: Db, userId: string) {
  return db
    .select({ id: materialCollectionTypes.id, name: materialCollectionTypes.name })
    .from(materialCollectionTypes)
    .where(eq(materialCollectionTypes.userId, userId))
    .orderBy(materialCollectionTypes.createdAt, materialCollectionTypes.id);
}

/** Saved materials per folder (null = default), counting only those the viewer can still read. */
export async function folderCounts(db: Db, viewer: Viewer & { userId: string }) {
  return db
    .select({ typeId: materialCollections.typeId, n: count() })
    .from(materialCollections)
    .innerJoin(materials, eq(materials.id, materialCollections.materialId))
    .where(and(eq(materialCollections.userId, viewer.userId), visibleTo(viewer)))
    .groupBy(materialCollections.typeId);
}

export async function findFolder(db: DbLike, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(materialCollectionTypes)
    .where(and(eq(materialCollectionTypes.id, id), eq(materialCollectionTypes.userId, userId)))
    .limit(1);
  return row;
}

export async function insertFolder(db: DbLike, userId: string, id: string, name: string, now: Date) {
  await db.insert(materialCollectionTypes).values({ id, userId, name, createdAt: now });
}

export async function renameFolder(db: DbLike, userId: string, id: string, name: string) {
  await db
    .update(materialCollectionTypes)
    .set({ name })
    .where(and(eq(materialCollectionTypes.id, id), eq(materialCollectionTypes.userId, userId)));
}

/** Deletes a folder; its saved materials fall back to the default folder (FK on delete set null). */
export async function deleteFolder(db: DbLike, userId: string, id: string) {
  await db
    .delete(materialCollectionTypes)
    .where(and(eq(materialCollectionTypes.id, id), eq(materialCollectionTypes.userId, userId)));
}

/** The folder a material is saved in: undefined when not saved, null for the default folder. */
export async function savedIn(
  db: DbLike,
  userId: string,
  materialId: string,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ typeId: materialCollections.typeId })
    .from(materialCollections)
    .where(and(eq(materialCollections.userId, userId), eq(materialCollections.materialId, materialId)))
    .limit(1);
  return row ? row.typeId : undefined;
}

/** Saves a material (or moves it when already saved); true when it was newly saved. */
export async function save(db: DbLike, userId: string, materialId: string, typeId: string | null, now: Date) {
  const inserted = await db
    .insert(materialCollections)
    .values({ userId, materialId, typeId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: materialCollections.materialId });
  if (inserted.length) return true;
  await db
    .update(materialCollections)
    .set({ typeId })
    .where(and(eq(materialCollections.userId, userId), eq(materialCollections.materialId, materialId)));
  return false;
}

/** Removes saved materials; answers the ids actually removed (their save counts go down). */
export async function unsave(db: DbLike, userId: string, materialIds: string[]): Promise<string[]> {
  const rows = await db
    .delete(materialCollections)
    .where(and(eq(materialCollections.userId, userId), inArray(materialCollections.materialId, materialIds)))
    .returning({ id: materialCollections.materialId });
  return rows.map((r) => r.id);
}

export async function move(db: DbLike, userId: string, materialIds: string[], typeId: string | null) {
  const rows = await db
    .update(materialCollections)
    .set({ typeId })
    .where(and(eq(materialCollections.userId, userId), inArray(materialCollections.materialId, materialIds)))
    .returning({ id: materialCollections.materialId });
  return rows.length;
}

export interface SavedRow extends ListRow {
  typeId: string | null;
  savedAt: Date;
}

/** One page of saved materials the viewer can still read, newest save first (one folder or all). */
export async function savedPage(
  db: Db,
  viewer: Viewer & { userId: string },
  typeId: string | null | undefined,
  page: { index: number; size: number },
): Promise<{ rows: SavedRow[]; total: number }> {
  const where = [eq(materialCollections.userId, viewer.userId), visibleTo(viewer)];
  if (typeId !== undefined) {
    where.push(typeId === null ? isNull(materialCollections.typeId) : eq(materialCollections.typeId, typeId));
  }
  const rows = await db
    .select({
      ...listColumns,
      typeId: materialCollections.typeId,
      savedAt: materialCollections.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(materialCollections)
    .innerJoin(materials, eq(materials.id, materialCollections.materialId))
    .where(and(...where))
    .orderBy(desc(materialCollections.createdAt), desc(materials.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page.index > 1) {
    const [c] = await db
      .select({ n: count() })
      .from(materialCollections)
      .innerJoin(materials, eq(materials.id, materialCollections.materialId))
      .where(and(...where));
    total = c?.n ?? 0;
  }
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}
