import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { docHistory, type TDocHistoryRow, users } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** What a new version holds. */
export interface NewVersion {
  document: string;
  workId: string;
  name: string;
  auto: boolean;
  state: Uint8Array;
  stateHash: string;
  html: string;
  text: string;
  charCount: number;
  creatorId: string | null;
  now: Date;
}

/** Inserts a version; returns its id. */
export async function insertVersion(db: DbLike, v: NewVersion): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(docHistory).values({
    id,
    document: v.document,
    workId: v.workId,
    name: v.name,
    auto: v.auto,
    state: Buffer.from(v.state),
    stateHash: v.stateHash,
    html: v.html,
    text: v.text,
    charCount: v.charCount,
    creatorId: v.creatorId,
    createdAt: v.now,
  });
  return id;
}

/** The newest version of a relay document, if any. */
export async function latestVersion(db: DbLike, document: string): Promise<TDocHistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(docHistory)
    .where(eq(docHistory.document, document))
    .orderBy(desc(docHistory.createdAt), desc(docHistory.id))
    .limit(1);
  return row;
}

/**
 * Id and time of the newest version of a relay document: what an automatic version decides on at
 * every checkpoint, without reading the row's large state, html and text.
 */
export async function latestVersionTime(
  db: DbLike,
  document: string,
): Promise<Pick<TDocHistoryRow, 'id' | 'createdAt'> | undefined> {
  const [row] = await db
    .select({ id: docHistory.id, createdAt: docHistory.createdAt })
    .from(docHistory)
    .where(eq(docHistory.document, document))
    .orderBy(desc(docHistory.createdAt), desc(docHistory.id))
    .limit(1);
  return row;
}

/** One version by id. */
export async function findVersion(db: DbLike, id: string): Promise<TDocHistoryRow | undefined> {
  const [row] = await db.select().from(docHistory).where(eq(docHistory.id, id)).limit(1);
  return row;
}

/** A version row without its Yjs state, with its creator's name (list entries). */
export type VersionListRow = Omit<TDocHistoryRow, 'state' | 'html' | 'text'> & { creatorName: string | null };

/** Versions of a document, newest first, without their states and content. */
export function listVersions(db: DbLike, document: string): Promise<VersionListRow[]> {
  return db
    .select({
      id: docHistory.id,
      document: docHistory.document,
      workId: docHistory.workId,
      name: docHistory.name,
      auto: docHistory.auto,
      stateHash: docHistory.stateHash,
      charCount: docHistory.charCount,
      creatorId: docHistory.creatorId,
      createdAt: docHistory.createdAt,
      creatorName: users.name,
    })
    .from(docHistory)
    .leftJoin(users, eq(users.id, docHistory.creatorId))
    .where(eq(docHistory.document, document))
    .orderBy(desc(docHistory.createdAt), desc(docHistory.id));
}

/** Renames a version; a renamed version counts as a named (kept) one. */
export async function renameVersion(db: DbLike, id: string, name: string): Promise<void> {
  await db.update(docHistory).set({ name, auto: false }).where(eq(docHistory.id, id));
}

/** Deletes a version of the given document. */
export async function deleteVersion(db: DbLike, id: string, document: string): Promise<void> {
  await db.delete(docHistory).where(and(eq(docHistory.id, id), eq(docHistory.document, document)));
}

/** Automatic versions younger than this are all kept; older ones are thinned to one per day. */
export const AUTO_VERSION_KEEP_ALL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Keeps history bounded during months of editing: automatic versions older than a week are thinned
 * to the newest of each day (UTC+8, the writers' calendar day). Named versions are never touched.
 */
export async function thinAutoVersions(db: DbLike, document: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - AUTO_VERSION_KEEP_ALL_MS);
  const day = sql`date_trunc('day', ${docHistory.createdAt} at time zone 'Asia/Shanghai')`;
  const ranked = db
    .select({
      id: docHistory.id,
      rank: sql<number>`row_number() over (partition by ${day} order by ${docHistory.createdAt} desc, ${docHistory.id} desc)`.as(
        'rank',
      ),
    })
    .from(docHistory)
    .where(
      and(eq(docHistory.document, document), eq(docHistory.auto, true), lt(docHistory.createdAt, cutoff)),
    )
    .as('ranked');
  const extra = db.select({ id: ranked.id }).from(ranked).where(gt(ranked.rank, 1));
  await db.delete(docHistory).where(inArray(docHistory.id, extra));
}
