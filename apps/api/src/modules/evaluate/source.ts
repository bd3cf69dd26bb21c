import { EvaluateMessage, WorkPermission } from '@juzuo/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, evaluateUploads, type evaluateWorks, type SnapshotDoc } from '../../db/schema/index';
import { JobError } from '../../jobs/define';
import { listDocuments, listVolumes } from '../docs/repo';
import { findWorkAccess, holdsAny } from '../works/access';

/** The evaluated text and where each product document's text sits in it. */
export interface SourceText {
  text: string;
  docs: SnapshotDoc[];
}

/**
 * The text an evaluation reads, taken at the moment the run starts: an upload's decoded text, or a
 * product work's live documents in reading order (top level, then each volume), each headed by its
 * name so episodes (第N集) stay visible to the engine, with each document's [start, end) in the text
 * (so a quote maps back to its document). The owner must still hold AiEvaluate on the work
 * (checked again here because the job may run long after it was queued).
 */
export async function sourceText(db: Db, row: typeof evaluateWorks.$inferSelect): Promise<SourceText> {
  if (row.workFrom === 1) {
    if (!row.uploadId) throw new JobError(EvaluateMessage.uploadNotFound, { retry: false });
    const [upload] = await db.select().from(evaluateUploads).where(eq(evaluateUploads.id, row.uploadId));
    if (!upload) throw new JobError(EvaluateMessage.uploadNotFound, { retry: false });
    return { text: upload.text, docs: [] };
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
  if (ordered.length === 0) return { text: '', docs: [] };
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
  let text = '';
  const placed: SnapshotDoc[] = [];
  for (const d of ordered) {
    const body = byId.get(d.id) ?? '';
    const head = d.name.trim();
    if (!head && !body.trim()) continue;
    if (text) text += '\n\n';
    if (head) text += `${head}\n`;
    const start = text.length;
    text += body;
    placed.push({ doc_id: d.id, doc_name: d.name, start, end: text.length });
  }
  return { text: text.trimEnd(), docs: placed };
}
