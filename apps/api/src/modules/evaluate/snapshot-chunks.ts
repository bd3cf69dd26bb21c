import { EvaluateMessage, EvaluateStatus } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { evaluateSnapshots, evaluateWorks } from '../../db/schema/index';
import { isEngineError } from '../../engines/errors';
import { type JobContext, JobError } from '../../jobs/define';
import { completeJson, LlmShapeError } from '../../lib/llm-json';
import { chunkText } from '../../lib/text-budget';
import type { PromptFile } from '../../prompts/types';

/**
 * Estimated tokens of one chunk's text: with the prompt and the answer it stays well inside an 8k
 * context, the smallest local models this product targets (docs/decisions.md, AI evaluation).
 */
export const CHUNK_TOKENS = 3000;
/** Share of the progress bar spent on engine calls; the rest is merging and storing. */
const CALLS = 95;
/** Longest one chunk's engine call may take. */
const CALL_TIMEOUT_MS = 3 * 60_000;

type Row = typeof evaluateWorks.$inferSelect;
type Snapshot = typeof evaluateSnapshots.$inferSelect;

/** How a job reads a snapshot chunk by chunk. */
export interface ChunkTask<T> {
  prompt: PromptFile;
  shape: z.ZodType<T>;
  /** The user turn for chunk i of n. */
  user: (row: Row, i: number, n: number, piece: string) => string;
  /** The Chinese reason a failed attempt records. */
  failed: string;
}

/**
 * The shared part of the evaluation jobs (evaluation, character analysis): the work and snapshot
 * (gone -> failed without retry), the evaluate engine (none -> 9001's text, no retry), the snapshot
 * cut into chunks that fit the model, one json_schema request per chunk with progress up to 95%.
 * Engine errors and answers that are not the JSON asked for fail the attempt with `failed`, which
 * the queue retries with backoff; a cancel stops between and during calls.
 */
export async function askSnapshotChunks<T>(
  ctx: JobContext<{ eid: string; snapshot_id: string }>,
  task: ChunkTask<T>,
): Promise<{ row: Row; snapshot: Snapshot; answers: Array<{ answer: T; length: number }> }> {
  const { app, input, signal } = ctx;
  const db = app.database.db;
  const [row] = await db.select().from(evaluateWorks).where(eq(evaluateWorks.id, input.eid));
  const [snapshot] = await db
    .select()
    .from(evaluateSnapshots)
    .where(eq(evaluateSnapshots.id, input.snapshot_id));
  if (!row || row.status === EvaluateStatus.DELETED || !snapshot)
    throw new JobError(EvaluateMessage.notFound, { retry: false });
  let engine: ReturnType<typeof app.engines.require<'evaluate'>>;
  try {
    engine = app.engines.require('evaluate');
  } catch {
    throw new JobError('AI引擎未配置', { retry: false });
  }
  const pieces = chunkText(snapshot.text, CHUNK_TOKENS);
  const answers: Array<{ answer: T; length: number }> = [];
  for (const [i, piece] of pieces.entries()) {
    signal.throwIfAborted();
    try {
      const answer = await completeJson(
        engine,
        task.prompt,
        task.user(row, i, pieces.length, piece),
        task.shape,
        {
          signal,
          timeoutMs: CALL_TIMEOUT_MS,
        },
      );
      answers.push({ answer, length: piece.length });
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? error;
      if (error instanceof LlmShapeError || isEngineError(error)) {
        app.log.warn({ err: error, eid: row.id, chunk: i, task: task.prompt.id }, 'evaluation chunk failed');
        throw new JobError(task.failed, { cause: error });
      }
      throw error;
    }
    await ctx.progress(((i + 1) / pieces.length) * CALLS);
  }
  signal.throwIfAborted();
  return { row, snapshot, answers };
}
