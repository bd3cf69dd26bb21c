import crypto from 'node:crypto';
import { JobMessage, type TWorkExportResult, ZScriptExportFormat } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { documents } from '../../db/schema/index';
import { listDocuments, listVolumes } from '../../modules/docs/repo';
import { originalKey, urlOf } from '../../modules/files/keys';
import { findWorkAccess } from '../../modules/works/access';
import { defineJob, JobError } from '../define';
import { exportAsFile } from './as-file';
import { type ExportVolume, htmlPage, layoutDocuments, manifest, safeSegment, textFile } from './layout';
import { buildZip, type ZipEntry } from './zip';

/** Input of an export: which work (membership is checked again when the job runs). */
export const ZWorkExportJobInput = z.object({
  project_id: z.string().min(1),
  /** One combined file in this script format instead of the zip (issue 16). */
  format: ZScriptExportFormat.optional(),
});

/** The export's result: the download plus where the file is stored (so a cancel can remove it). */
export type ExportResult = TWorkExportResult & { storage_key: string };

/** Share of the progress bar spent reading documents; the rest is zipping and storing. */
const READING = 90;

/**
 * Export of a whole work as a zip: every live document in reading order (top level, then each
 * volume) as plain text and as HTML, plus manifest.json; or, with a `format`, as one combined file
 * in that script format (as-file.ts). Progress moves per document; a cancel is
 * seen between documents, and the zip is stored only after the last one, so a cancelled export
 * stores nothing (and one cancelled after storing has its zip removed by `discard`).
 */
export const worksExport = defineJob<z.infer<typeof ZWorkExportJobInput>, ExportResult>({
  name: 'works.export',
  input: ZWorkExportJobInput,
  retry: { limit: 2, delaySeconds: 2, maxDelaySeconds: 60 },
  timeoutSeconds: 30 * 60,
  concurrency: 1,
  async handler(ctx) {
    const { app, input, signal } = ctx;
    const db = app.database.db;
    const access = await findWorkAccess(db, ctx.userId, input.project_id);
    if (!access) throw new JobError(JobMessage.exportWorkGone, { retry: false });
    const work = access.work;
    const exportedAt = new Date();

    const [docRows, volumeRows] = await Promise.all([listDocuments(db, work.id), listVolumes(db, work.id)]);
    const volumes: ExportVolume[] = volumeRows.map((v) => ({ id: v.id, name: v.name }));
    const byId = new Map(volumes.map((v) => [v.id, v]));
    const ordered = [
      ...docRows.filter((d) => d.volumeId === null || !byId.has(d.volumeId)),
      ...volumes.flatMap((v) => docRows.filter((d) => d.volumeId === v.id)),
    ];
    if (input.format) {
      return exportAsFile(ctx, work, ordered, input.format, exportedAt);
    }
    const laidOut = layoutDocuments(
      ordered.map((d) => ({
        id: d.id,
        name: d.name,
        volume: d.volumeId ? (byId.get(d.volumeId) ?? null) : null,
        charCount: d.charCount,
        version: d.version,
      })),
      volumes,
    );

    const entries: ZipEntry[] = [];
    for (const [i, doc] of laidOut.entries()) {
      signal.throwIfAborted();
      // One document's content at a time: lists leave the (possibly large) HTML and text out.
      const [content] = await db
        .select({ html: documents.html, text: documents.text })
        .from(documents)
        .where(eq(documents.id, doc.id))
        .limit(1);
      entries.push({ path: doc.textPath, content: textFile(doc, content?.text ?? '') });
      entries.push({ path: doc.htmlPath, content: htmlPage(work.name, doc, content?.html ?? '') });
      await ctx.progress(((i + 1) / laidOut.length) * READING);
    }
    signal.throwIfAborted();

    const described = manifest({
      jobId: ctx.jobId,
      work: { id: work.id, name: work.name, mediaType: work.mediaType, projectType: work.projectType },
      volumes,
      documents: laidOut,
      exportedAt,
    });
    entries.unshift({ path: 'manifest.json', content: `${JSON.stringify(described, null, 2)}\n` });
    const zip = await buildZip(entries, exportedAt);
    await ctx.progress(READING + 5);
    signal.throwIfAborted();

    const sha256 = crypto.createHash('sha256').update(zip).digest('hex');
    const key = originalKey(sha256, 'zip');
    try {
      await app.fileStore.put(key, zip, 'application/zip');
    } catch (error) {
      throw new JobError(JobMessage.exportStoreFailed, { cause: error });
    }
    const fileName = `${safeSegment(work.name, '作品')}.zip`;
    return {
      url: `${urlOf(app.config.FILES_PUBLIC_URL, key)}?name=${encodeURIComponent(fileName)}`,
      file_name: fileName,
      size: zip.length,
      documents: laidOut.length,
      storage_key: key,
    };
  },
  async discard(result, ctx) {
    await ctx.app.fileStore.delete(result.storage_key);
  },
});
