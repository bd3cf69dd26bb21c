import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import {
  gameResourceCategories,
  gameResources,
  type TGameResourceCategoryRow,
  type TGameResourceRow,
} from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** The live resource of a work with this type and name, if any (the 15000 check). */
export async function findResourceByName(
  db: DbLike,
  workId: string,
  resourceType: string,
  name: string,
): Promise<TGameResourceRow | undefined> {
  const [row] = await db
    .select()
    .from(gameResources)
    .where(
      and(
        eq(gameResources.workId, workId),
        eq(gameResources.resourceType, resourceType),
        eq(gameResources.name, name),
        isNull(gameResources.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** A resource by id, deleted or not. */
export async function findResource(db: DbLike, id: string): Promise<TGameResourceRow | undefined> {
  const [row] = await db.select().from(gameResources).where(eq(gameResources.id, id)).limit(1);
  return row;
}

/** A work's live resources, newest first, filtered by the given columns. */
export async function listResources(
  db: DbLike,
  workId: string,
  filter: { resourceType?: string; categoryId?: string; source?: string },
): Promise<TGameResourceRow[]> {
  const where: SQL[] = [eq(gameResources.workId, workId), isNull(gameResources.deletedAt)];
  if (filter.resourceType) where.push(eq(gameResources.resourceType, filter.resourceType));
  if (filter.categoryId) where.push(eq(gameResources.categoryId, filter.categoryId));
  if (filter.source) where.push(eq(gameResources.source, filter.source));
  return db
    .select()
    .from(gameResources)
    .where(and(...where))
    .orderBy(desc(gameResources.createdAt), desc(gameResources.id));
}

/** Ids of a work's live resources (what the preview check accepts as existing). */
export async function liveResourceIds(db: DbLike, workId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: gameResources.id })
    .from(gameResources)
    .where(and(eq(gameResources.workId, workId), isNull(gameResources.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** A category by id. */
export async function findCategory(db: DbLike, id: string): Promise<TGameResourceCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(gameResourceCategories)
    .where(eq(gameResourceCategories.id, id))
    .limit(1);
  return row;
}

/** A work's categories, oldest first, optionally of one type. */
export async function listCategories(
  db: DbLike,
  workId: string,
  resourceType?: string,
): Promise<TGameResourceCategoryRow[]> {
  const where: SQL[] = [eq(gameResourceCategories.workId, workId)];
  if (resourceType) where.push(eq(gameResourceCategories.resourceType, resourceType));
  return db
    .select()
    .from(gameResourceCategories)
    .where(and(...where))
    .orderBy(gameResourceCategories.createdAt, gameResourceCategories.id);
}
