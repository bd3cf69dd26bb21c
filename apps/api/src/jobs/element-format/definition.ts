import { htmlToLines } from '@juzuo/doc-model';
import { AiTextMessage, type TFullFormatResult } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { documents } from '../../db/schema/index';
import { isEngineError } from '../../engines/errors';
import { completeJson, LlmShapeError } from '../../lib/llm-json';
import { listDocuments } from '../../modules/docs/repo';
import { findWorkAccess } from '../../modules/works/access';
import { elementFormatPrompt } from '../../prompts/element-format';
import { defineJob, JobError } from '../define';
import { changesOf, ruleLines } from './recognise';

/** Input of a recognition (membership is checked again when the job runs). */
export const ZElementFormatJobInput = z.object({
  project_id: z.string().min(1),
  doc_ids: z.array(z.string()).optional(),
});

/** Guessed lines sent to the engine in one request (small enough for an 8k-context local model). */
const LLM_BATCH = 60;
const ZDecided = z.object({
  lines: z.array(
    z.object({
      index: z.number().int(),
      kind: z.enum(['scene', 'characters', 'action', 'dialogue', 'transition', 'plain']),
    }),
  ),
});

/**
 * Full-book element recognition (element/full_format): every live document of the work (or the ones
 * named) through the importer's rules; with a chat engine, the lines the rules could only guess
 * (no △, no colon, no scene words) are decided by the LLM in batches. The result is a list of proposed
 * changes per document: nothing is written to the documents (the writer applies them in the editor).
 * Progress per document; a cancel is seen between documents; an engine failure fails the attempt and
 * the queue retries it with backoff.
 */
export const elementFullFormat = defineJob<z.infer<typeof ZElementFormatJobInput>, TFullFormatResult>({
  name: 'ai.element_full_format',
  input: ZElementFormatJobInput,
  retry: { limit: 2, delaySeconds: 5, maxDelaySeconds: 120 },
  timeoutSeconds: 30 * 60,
  concurrency: 1,
  async handler(ctx) {
    const { app, input, signal } = ctx;
    const db = app.database.db;
    const access = await findWorkAccess(db, ctx.userId, input.project_id);
    if (!access) throw new JobError('作品不存在或已无法访问', { retry: false });
    const wanted = input.doc_ids ? new Set(input.doc_ids) : null;
    const docs = (await listDocuments(db, access.work.id)).filter((d) => !wanted || wanted.has(d.id));
    const engine = app.engines.has('chat') ? app.engines.require('chat') : null;
    const result: TFullFormatResult = { docs: [], engine: engine ? 'rules+llm' : 'rules' };
    for (const [i, doc] of docs.entries()) {
      signal.throwIfAborted();
      const [row] = await db
        .select({ html: documents.html })
        .from(documents)
        .where(eq(documents.id, doc.id))
        .limit(1);
      const lines = htmlToLines(row?.html ?? '');
      const ruled = ruleLines(lines);
      const byLlm = new Set<number>();
      if (engine) {
        const guessed = ruled.filter((r) => r.guessed);
        for (let at = 0; at < guessed.length; at += LLM_BATCH) {
          signal.throwIfAborted();
          const batch = guessed.slice(at, at + LLM_BATCH);
          const user = `【剧本行】\n${batch.map((r) => `${r.line}. ${r.text.trim()}`).join('\n')}`;
          try {
            const decided = await completeJson(engine, elementFormatPrompt, user, ZDecided, { signal });
            const kinds = new Map(decided.lines.map((d) => [d.index, d.kind]));
            for (const r of batch) {
              const kind = kinds.get(r.line);
              if (!kind || kind === r.proposed) continue;
              r.proposed = kind;
              r.proposedText = r.text.trim();
              byLlm.add(r.line);
            }
          } catch (error) {
            if (!(error instanceof LlmShapeError) && !isEngineError(error)) throw error;
            throw new JobError(AiTextMessage.failed, { cause: error });
          }
        }
      }
      result.docs.push({
        doc_id: doc.id,
        doc_name: doc.name,
        lines: lines.length,
        changes: changesOf(ruled, byLlm),
      });
      await ctx.progress(((i + 1) / Math.max(docs.length, 1)) * 100);
    }
    return result;
  },
});
