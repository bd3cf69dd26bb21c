import { EvaluateExtraMessage } from '@juzuo/schemas';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { characterAnalyses } from '../../../db/schema/index';
import { defineJob } from '../../../jobs/define';
import { characterAnalysePrompt } from '../../../prompts/character-analyse';
import { promptName } from '../../../prompts/types';
import { askSnapshotChunks } from '../snapshot-chunks';
import { ZCharacterChunkAnswer } from './answer';
import { mergeCharacters } from './merge';

export const ZCharacterJobInput = z.object({ eid: z.string().min(1), snapshot_id: z.string().min(1) });
/** The analysis stored in character_analyses.result. */
export type StoredAnalysis = { job_id: string; prompt: string; characters: unknown[] };
type Result = { eid: string; previous: StoredAnalysis | null; previous_snapshot: string | null };

/**
 * One character analysis of an evaluation's snapshot: chunks that fit the model (as the evaluation
 * cuts them), one json_schema request per chunk, merged by name with verified quotes (merge.ts). The
 * result is written once after the last chunk, only while this job is still the work's current run;
 * a cancel that lands after it puts the previous analysis back (`discard`). Engine errors and
 * answers that are not the JSON asked for are retried with backoff.
 */
export const characterAnalyse = defineJob<z.infer<typeof ZCharacterJobInput>, Result>({
  name: 'ai.character_analyse',
  input: ZCharacterJobInput,
  retry: { limit: 3, delaySeconds: 2, maxDelaySeconds: 60 },
  timeoutSeconds: 60 * 60,
  concurrency: 1,
  async handler(ctx) {
    const db = ctx.app.database.db;
    const { row, snapshot, answers } = await askSnapshotChunks(ctx, {
      prompt: characterAnalysePrompt,
      shape: ZCharacterChunkAnswer,
      failed: EvaluateExtraMessage.analyseFailed,
      user: (w, i, n, piece) =>
        `【人物分析片段】第${i + 1}/${n}段（《${w.workName}》）\n【人物分析文本】\n${piece}`,
    });
    const stored: StoredAnalysis = {
      job_id: ctx.jobId,
      prompt: promptName(characterAnalysePrompt),
      characters: mergeCharacters(
        snapshot.text,
        answers.map((a) => a.answer),
      ),
    };
    const [before] = await db
      .select()
      .from(characterAnalyses)
      .where(eq(characterAnalyses.evaluateId, row.id));
    await db
      .update(characterAnalyses)
      .set({ result: stored, snapshotId: snapshot.id, updatedAt: new Date() })
      .where(and(eq(characterAnalyses.evaluateId, row.id), eq(characterAnalyses.jobId, ctx.jobId)));
    return {
      eid: row.id,
      previous: (before?.result as StoredAnalysis | null) ?? null,
      previous_snapshot: before?.snapshotId ?? null,
    };
  },
  async discard(result, ctx) {
    await ctx.app.database.db
      .update(characterAnalyses)
      .set({ result: result.previous, snapshotId: result.previous_snapshot, updatedAt: new Date() })
      .where(and(eq(characterAnalyses.evaluateId, result.eid), eq(characterAnalyses.jobId, ctx.jobId)));
  },
});
