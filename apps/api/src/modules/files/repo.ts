import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, type TFileRow } from '../../db/schema/files';

/** Insertable files row. */
export type TNewFile = typeof files.$inferInsert;

/** The owner's earlier upload of the same bytes as the same kind, if any. */
export async function findOwned(
  db: Db,
  ownerUserId: string,
  kind: TFileRow['kind'],
  sha256: string,
): Promise<TFileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerUserId, ownerUserId), eq(files.kind, kind), eq(files.sha256, sha256)))
    .limit(1);
  return row ?? null;
}

/** A file by id, whoever owns it (callers check ownership). */
export async function findFileById(db: Db, id: string): Promise<TFileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

/** Any processed image with these bytes (another user's upload lets us skip the image pipeline). */
export async function findImageBySha(db: Db, sha256: string): Promise<TFileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.kind, 'image'), eq(files.sha256, sha256)))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a row; when the same owner raced us with the same bytes, answers their row instead so
 * both requests see one file.
 */
export async function insertFile(db: Db, row: TNewFile): Promise<TFileRow> {
  const [inserted] = await db.insert(files).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const existing = await findOwned(db, row.ownerUserId, row.kind, row.sha256);
  if (!existing) throw new Error('files row vanished after conflict');
  return existing;
}
