import { EvaluateMessage, WorkPermission } from '@juzuo/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, evaluateUploads, type evaluateWorks } from '../../db/schema/index';
import { JobError } from '../../jobs/define';
import { listDocuments, listVolumes } from '../docs/repo';
import { findWorkAccess, holdsAny } from '../works/access';

/**
 * The text an evaluation reads, taken at the moment the run starts: an upload's decoded text, or a
 * product work's live documents in reading order (top level, then each volume), each headed by its
 * name so episodes (第N集) stay visible to the engine. The owner must still hold AiEvaluate on the
 * work (checked again here because the job may run long after it was queued).
 */
export async function sourceText(db: Db, row: typeof evaluateWorks.$inferSelect): Promise<string> {
  if (row.workFrom === 1) {
    if (!row.uploadId) throw new JobError(EvaluateMessage.uploadNotFound, { retry: false });
    const [upload] = await db.select().from(evaluateUploads).where(eq(evaluateUploads.id, row.uploadId));
    if (!upload) throw new JobError(EvaluateMessage.uploadNotFound, { retry: false });
    return upload.text;
  }
  const access = row.workId ? await findWorkAccess(db, row.userId, row.workId) : null;
  if (!access || !holdsAny(access, [WorkPermission.AiEvaluate]))
    throw new JobError(EvaluateMessage.workGone, { retry: false });
  const [docs, volumes] = await Promise.all([
    listDocuments(db, access.work.id),
    listVolumes(db, access.work.id),
  ]);
  const known = new Set(volumes.map((v) => v.id));
  const ordered = [
    ...docs.filter((d) => !d.volumeId || !known.has(d.volumeId)),
    ...volumes.flatMap((v) => docs.filter((d) => d.volumeId === v.id)),
  ];
  if (ordered.length === 0) return '';
  const texts = await db
    .select({ id: documents.id, text: documents.text })
    .from(documents)
    .where(
      inArray(
        documents.id,
        ordered.map((d) => d.id),
      ),
    );
  const byId = new Map(texts.map((t) => [t.id, t.text ?? '']));
  return ordered
    .map((d) => `${d.name}\n${byId.get(d.id) ?? ''}`.trim())
    .join('\n\n')
    .trim();
}
