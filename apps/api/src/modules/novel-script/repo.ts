import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { documents, jobs, type TJobRow, volumes } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** The owner's newest job of a kind, or undefined. */
export async function latestOwnJobOfKind(
  db: DbLike,
  userId: string,
  kind: string,
): Promise<TJobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1);
  return row;
}

/** A job of this owner and kind, or undefined (someone else's is as absent as a missing one). */
export async function findOwnJobOfKind(db: DbLike, userId: string, jobId: string, kind: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.kind, kind)))
    .limit(1);
  return row;
}

/**
 * A work's whole text in reading order (top-level documents, then each volume in its order), each
 * document under its name, so a novel's chapters keep their headings (第N章 names split it again).
 * With `docIds` only those documents; null when one of them is not a live document of the work.
 */
export async function workText(
  db: DbLike,
  workId: string,
  docIds?: readonly string[],
): Promise<string | null> {
  const [docRows, volumeRows] = await Promise.all([
    db
      .select({ id: documents.id, name: documents.name, text: documents.text, volumeId: documents.volumeId })
      .from(documents)
      .where(and(eq(documents.workId, workId), isNull(documents.deletedAt)))
      .orderBy(asc(documents.sort), asc(documents.createdAt), asc(documents.id)),
    db.select({ id: volumes.id }).from(volumes).where(eq(volumes.workId, workId)).orderBy(asc(volumes.sort)),
  ]);
  const known = new Set(volumeRows.map((v) => v.id));
  const picked = docIds ? new Set(docIds) : null;
  if (picked && docRows.filter((d) => picked.has(d.id)).length !== picked.size) return null;
  const chosen = (d: (typeof docRows)[number]) => !picked || picked.has(d.id);
  const ordered = [
    ...docRows.filter((d) => d.volumeId === null || !known.has(d.volumeId)),
    ...volumeRows.flatMap((v) => docRows.filter((d) => d.volumeId === v.id)),
  ];
  return ordered
    .filter(chosen)
    .map((d) => `${d.name}\n${d.text}`)
    .join('\n');
}
