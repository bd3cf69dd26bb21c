import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { docHistory, type TDocHistoryRow, users } from '../../db/schema/index';
import type { DbLike } from '../team/db-like';

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
