import crypto from 'node:crypto';
import { EvaluateMessage, EvaluateStatus } from '@juzuo/schemas';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { evaluateReports, evaluateWorks } from '../../db/schema/index';
import { defineJob } from '../../jobs/define';
import { evaluateChunkPrompt } from '../../prompts/evaluate';
import { promptName } from '../../prompts/types';
import { ZChunkAnswer } from './chunk-answer';
import { mergeChunks, type PlacedChunk } from './merge';
import { askSnapshotChunks } from './snapshot-chunks';

export { CHUNK_TOKENS } from './snapshot-chunks';

export const ZEvaluateJobInput = z.object({ eid: z.string().min(1), snapshot_id: z.string().min(1) });
export type EvaluateJobResult = { eid: string; report_id: string };

/**
 * One evaluation run: the snapshot taken by exe_evaluate, cut into chunks that fit the model
 * (lib/text-budget), one json_schema request per chunk, the answers merged into one report with
 * verified quotes (merge.ts). The report and status 3 are written in one transaction after the last
 * chunk, so a cancel or failure mid-way leaves no partial report; a cancel that lands after it is
 * undone by `discard`. Engine errors and answers that are not the JSON asked for fail the attempt
 * and pg-boss retries it with backoff; the whole run starts over from the same snapshot.
 */
export const aiEvaluate = defineJob<z.infer<typeof ZEvaluateJobInput>, EvaluateJobResult>({
  name: 'ai.evaluate',
  input: ZEvaluateJobInput,
  retry: { limit: 3, delaySeconds: 2, maxDelaySeconds: 60 },
  timeoutSeconds: 60 * 60,
  concurrency: 1,
  async handler(ctx) {
    const { app } = ctx;
    const db = app.database.db;
    const { row, snapshot, answers } = await askSnapshotChunks(ctx, {
      prompt: evaluateChunkPrompt,
      shape: ZChunkAnswer,
      failed: EvaluateMessage.failed,
      user: (w, i, n, piece) =>
        `【评估片段】第${i + 1}/${n}段（${w.genre === 'novel' ? '小说' : '短剧剧本'}《${w.workName}》）\n【待评估文本】\n${piece}`,
    });
    const genre = row.genre === 'novel' ? 'novel' : 'script';
    const placed: PlacedChunk[] = answers;
    const merged = mergeChunks(snapshot.text, placed, genre);
    const reportId = crypto.randomUUID();
    const report = { ...merged, prompt: promptName(evaluateChunkPrompt) };
    await db.transaction(async (tx) => {
      await tx.insert(evaluateReports).values({
        id: reportId,
        evaluateId: row.id,
        snapshotId: snapshot.id,
        jobId: ctx.jobId,
        report,
        createdAt: new Date(),
      });
      await tx
        .update(evaluateWorks)
        .set({ status: EvaluateStatus.AI_SUCCEEDED, error: '', updatedAt: new Date() })
        .where(and(eq(evaluateWorks.id, row.id), eq(evaluateWorks.jobId, ctx.jobId)));
    });
    return { eid: row.id, report_id: reportId };
  },
  async discard(result, ctx) {
    const db = ctx.app.database.db;
    await db.delete(evaluateReports).where(eq(evaluateReports.id, result.report_id));
    await db
      .update(evaluateWorks)
      .set({ status: EvaluateStatus.PENDING, updatedAt: new Date() })
      .where(and(eq(evaluateWorks.id, result.eid), eq(evaluateWorks.jobId, ctx.jobId)));
  },
});
