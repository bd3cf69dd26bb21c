import crypto from 'node:crypto';
import { EvaluateMessage, EvaluateStatus } from '@juzuo/schemas';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { evaluateReports, evaluateSnapshots, evaluateWorks } from '../../db/schema/index';
import { isEngineError } from '../../engines/errors';
import { defineJob, JobError } from '../../jobs/define';
import { completeJson, LlmShapeError } from '../../lib/llm-json';
import { chunkText } from '../../lib/text-budget';
import { evaluateChunkPrompt } from '../../prompts/evaluate';
import { promptName } from '../../prompts/types';
import { ZChunkAnswer } from './chunk-answer';
import { mergeChunks, type PlacedChunk } from './merge';

/**
 * Estimated tokens of one chunk's text: with the prompt and the answer it stays well inside an 8k
 * context, the smallest local models this product targets (docs/decisions.md, AI evaluation).
 */
export const CHUNK_TOKENS = 3000;
/** Share of the progress bar spent on engine calls; the rest is merging and storing. */
const CALLS = 95;
/** Longest one chunk's engine call may take. */
const CALL_TIMEOUT_MS = 3 * 60_000;

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
    const { app, input, signal } = ctx;
    const db = app.database.db;
    const [row] = await db.select().from(evaluateWorks).where(eq(evaluateWorks.id, input.eid));
    const [snapshot] = await db
      .select()
      .from(evaluateSnapshots)
      .where(eq(evaluateSnapshots.id, input.snapshot_id));
    if (!row || row.status === EvaluateStatus.DELETED || !snapshot)
      throw new JobError(EvaluateMessage.notFound, { retry: false });
    const genre = row.genre === 'novel' ? 'novel' : 'script';
    let engine: ReturnType<typeof app.engines.require<'evaluate'>>;
    try {
      engine = app.engines.require('evaluate');
    } catch {
      throw new JobError('AI引擎未配置', { retry: false });
    }

    const pieces = chunkText(snapshot.text, CHUNK_TOKENS);
    const placed: PlacedChunk[] = [];
    for (const [i, piece] of pieces.entries()) {
      signal.throwIfAborted();
      const user = `【评估片段】第${i + 1}/${pieces.length}段（${genre === 'script' ? '短剧剧本' : '小说'}《${row.workName}》）\n【待评估文本】\n${piece}`;
      try {
        const answer = await completeJson(engine, evaluateChunkPrompt, user, ZChunkAnswer, {
          signal,
          timeoutMs: CALL_TIMEOUT_MS,
        });
        placed.push({ answer, length: piece.length });
      } catch (error) {
        if (signal.aborted) throw signal.reason ?? error;
        if (error instanceof LlmShapeError || isEngineError(error)) {
          app.log.warn({ err: error, eid: row.id, chunk: i }, 'evaluation chunk failed');
          throw new JobError(EvaluateMessage.failed, { cause: error });
        }
        throw error;
      }
      await ctx.progress(((i + 1) / pieces.length) * CALLS);
    }
    signal.throwIfAborted();
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
