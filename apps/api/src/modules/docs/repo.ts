import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, type TDocumentRow, type TVolumeRow, volumes } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** The columns lists need: everything but the content (html/text can be large). */
const listColumns = {
  id: documents.id,
  workId: documents.workId,
  volumeId: documents.volumeId,
  name: documents.name,
  sort: documents.sort,
  charCount: documents.charCount,
  version: documents.version,
  lastEditorId: documents.lastEditorId,
  updatedAt: documents.updatedAt,
};
/** A document row as lists read it. */
export type DocumentListRow = Pick<TDocumentRow, keyof typeof listColumns>;

/** Live documents of a work in order (sort, then creation), without their content. */
export function listDocuments(db: DbLike, workId: string): Promise<DocumentListRow[]> {
  return db
    .select(listColumns)
    .from(documents)
    .where(and(eq(documents.workId, workId), isNull(documents.deletedAt)))
    .orderBy(asc(documents.sort), asc(documents.createdAt), asc(documents.id));
}

/** Volumes of a work in order. */
export function listVolumes(db: DbLike, workId: string): Promise<TVolumeRow[]> {
  return db
    .select()
    .from(volumes)
    .where(eq(volumes.workId, workId))
    .orderBy(asc(volumes.sort), asc(volumes.createdAt), asc(volumes.id));
}

/** A volume of the given work, if it exists. */
export async function findVolume(db: DbLike, volumeId: string): Promise<TVolumeRow | undefined> {
  const [row] = await db.select().from(volumes).where(eq(volumes.id, volumeId)).limit(1);
  return row;
}

/** How many documents the work has ever had live (for the default 第N集 name). */
export async function countLiveDocuments(db: DbLike, workId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(and(eq(documents.workId, workId), isNull(documents.deletedAt)));
  return Number(row?.n ?? 0);
}

/** Adds a document at the end of its container; returns its id. */
export async function insertDocument(
  db: Db,
  input: { workId: string; volumeId: string | null; name: string; now: Date },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: max(documents.sort) })
      .from(documents)
      .where(
        and(
          eq(documents.workId, input.workId),
          input.volumeId ? eq(documents.volumeId, input.volumeId) : isNull(documents.volumeId),
        ),
      );
    await tx.insert(documents).values({
      id,
      workId: input.workId,
      volumeId: input.volumeId,
      name: input.name,
      sort: (last?.sort ?? -1) + 1,
      createdAt: input.now,
      updatedAt: input.now,
    });
  });
  return id;
}

/** Puts the listed documents, in this order, into one container (volume or top level). */
export async function orderDocuments(
  db: Db,
  workId: string,
  volumeId: string | null,
  docIds: string[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [sort, id] of docIds.entries()) {
      await tx
        .update(documents)
        .set({ volumeId, sort, updatedAt: now })
        .where(and(eq(documents.id, id), eq(documents.workId, workId)));
    }
  });
}

/** Which of the ids are live documents of the work. */
export async function liveDocumentIds(db: DbLike, workId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.workId, workId), inArray(documents.id, ids), isNull(documents.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** Adds a volume at the end; returns its id. */
export async function insertVolume(db: DbLike, workId: string, name: string, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  const [last] = await db
    .select({ sort: max(volumes.sort) })
    .from(volumes)
    .where(eq(volumes.workId, workId));
  await db.insert(volumes).values({ id, workId, name, sort: (last?.sort ?? -1) + 1, createdAt: now });
  return id;
}

/** Gives the listed volumes the order of the list (others keep theirs, after them). */
export async function orderVolumes(db: Db, workId: string, volumeIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const others = (await listVolumes(tx, workId)).filter((v) => !volumeIds.includes(v.id));
    for (const [sort, id] of [...volumeIds, ...others.map((v) => v.id)].entries()) {
      await tx
        .update(volumes)
        .set({ sort })
        .where(and(eq(volumes.id, id), eq(volumes.workId, workId)));
    }
  });
}

/**
 * Deletes a volume; its documents move to the end of the top level in their volume order, so no
 * writing disappears with a container.
 */
export async function deleteVolume(db: Db, volume: TVolumeRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: max(documents.sort) })
      .from(documents)
      .where(and(eq(documents.workId, volume.workId), isNull(documents.volumeId)));
    const inside = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.volumeId, volume.id))
      .orderBy(asc(documents.sort), asc(documents.createdAt));
    let sort = (last?.sort ?? -1) + 1;
    for (const d of inside) {
      await tx
        .update(documents)
        .set({ volumeId: null, sort: sort++, updatedAt: now })
        .where(eq(documents.id, d.id));
    }
    await tx.delete(volumes).where(eq(volumes.id, volume.id));
  });
}
