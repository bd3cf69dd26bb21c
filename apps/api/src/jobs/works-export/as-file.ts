import crypto from 'node:crypto';
import { JobMessage, type TScriptExportFormat } from '@juzuo/schemas';
import type { TWorkRow } from '../../db/schema/index';
import { bookDocument, bookOf, type ExportSource } from '../../modules/docs/export-book';
import { EXPORT_FILES } from '../../modules/docs/export-files';
import { originalKey, urlOf } from '../../modules/files/keys';
import { type JobContext, JobError } from '../define';
import type { ExportResult } from './definition';
import { safeSegment } from './layout';

/** Share of the progress bar spent reading documents; the rest is writing the file and storing it. */
const READING = 80;

/**
 * A whole work as ONE file in a script format (docs/decisions.md "Work export as one file"): every
 * document in reading order, each from a new page under its name, after a title page. Progress moves
 * per document; a cancel is seen between documents and before storing.
 */
export async function exportAsFile(
  ctx: JobContext<{ project_id: string; format?: TScriptExportFormat }>,
  work: TWorkRow,
  ordered: ExportSource[],
  format: TScriptExportFormat,
  exportedAt: Date,
): Promise<ExportResult> {
  const { app, signal } = ctx;
  const documents = [];
  for (const [i, doc] of ordered.entries()) {
    signal.throwIfAborted();
    documents.push(await bookDocument(app, doc));
    await ctx.progress(((i + 1) / Math.max(ordered.length, 1)) * READING);
  }
  signal.throwIfAborted();
  const file = EXPORT_FILES[format];
  const body = await file.write(await bookOf(app, work, documents, exportedAt));
  await ctx.progress(READING + 15);
  signal.throwIfAborted();

  const sha256 = crypto.createHash('sha256').update(body).digest('hex');
  const key = originalKey(sha256, file.ext);
  try {
    await app.fileStore.put(key, body, file.contentType);
  } catch (error) {
    throw new JobError(JobMessage.exportStoreFailed, { cause: error });
  }
  const fileName = `${safeSegment(work.name, '作品')}.${file.ext}`;
  return {
    url: `${urlOf(app.config.FILES_PUBLIC_URL, key)}?name=${encodeURIComponent(fileName)}`,
    file_name: fileName,
    size: body.length,
    documents: ordered.length,
    storage_key: key,
  };
}
