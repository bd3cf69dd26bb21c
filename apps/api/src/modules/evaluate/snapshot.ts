import crypto from 'node:crypto';
import { EvaluateMessage, Status } from '@juzuo/schemas';
import type { Db } from '../../db/client';
import { evaluateSnapshots, type evaluateWorks } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { sourceText } from './source';

/**
 * Stores the text a run will read (sourceText, with its documents' offsets) and answers the snapshot
 * id; the caller sets its job_id once the job is queued. 8003 when the work is gone, 4220 when it has
 * no text.
 */
export async function takeSnapshot(db: Db, row: typeof evaluateWorks.$inferSelect): Promise<string> {
  const { text, docs } = await sourceText(db, row).catch((error) => {
    throw new AppError(Status.WORK_GONE, error instanceof Error ? error.message : EvaluateMessage.workGone);
  });
  if (!text.trim()) throw new AppError(Status.VALIDATION, EvaluateMessage.emptyText);
  const id = crypto.randomUUID();
  await db.insert(evaluateSnapshots).values({
    id,
    evaluateId: row.id,
    jobId: '',
    text,
    docs,
    charCount: text.replace(/\s/g, '').length,
    createdAt: new Date(),
  });
  return id;
}
