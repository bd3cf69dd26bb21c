import {
  aiCharacterAnalyseErrReset,
  aiCharacterAnalyseLaunch,
  aiCharacterAnalyseResult,
  CharacterAnalysisState,
  EvaluateExtraMessage,
  ok,
  Status,
  WorkPermission,
} from '@juzuo/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { characterAnalyses, evaluateSnapshots, jobs as jobRows } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { route } from '../../../lib/route';
import { requireWork } from '../../works/access';
import { ownEvaluation } from '../own';
import { takeSnapshot } from '../snapshot';
import { presentAnalysis } from './present';
import { characterAnalyse } from './run';

/**
 * character_analyse/launch, result, err_reset: the character analysis of an evaluation work's newest
 * snapshot (one is taken when the work was never evaluated), a durable job through the evaluate
 * engine (9001 without one, before anything is stored or queued).
 */
export function registerCharacterRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const current = async (eid: string) => {
    const [row] = await db.select().from(characterAnalyses).where(eq(characterAnalyses.evaluateId, eid));
    const [job] = row?.jobId ? await db.select().from(jobRows).where(eq(jobRows.id, row.jobId)) : [];
    return { row, job, shown: presentAnalysis(eid, row, job) };
  };

  route(app, aiCharacterAnalyseLaunch, {}, async (request) => {
    const userId = request.auth.userId;
    const work = await ownEvaluation(db, userId, request.input.eid);
    if (work.workFrom === 0 && work.workId)
      await requireWork(app, userId, work.workId, [WorkPermission.AiEvaluate]);
    app.engines.require('evaluate');
    if ((await current(work.id)).shown.state === CharacterAnalysisState.RUNNING)
      throw new AppError(Status.CONFLICT, EvaluateExtraMessage.analysing);
    const [latest] = await db
      .select({ id: evaluateSnapshots.id })
      .from(evaluateSnapshots)
      .where(eq(evaluateSnapshots.evaluateId, work.id))
      .orderBy(desc(evaluateSnapshots.createdAt))
      .limit(1);
    const snapshotId = latest?.id ?? (await takeSnapshot(db, work));
    const job = await app.jobs.enqueue(characterAnalyse, {
      userId,
      teamId: null,
      title: `AI人物分析《${work.workName}》`,
      input: { eid: work.id, snapshot_id: snapshotId },
    });
    if (!latest)
      await db.update(evaluateSnapshots).set({ jobId: job.id }).where(eq(evaluateSnapshots.id, snapshotId));
    await db
      .insert(characterAnalyses)
      .values({ evaluateId: work.id, jobId: job.id })
      .onConflictDoUpdate({
        target: characterAnalyses.evaluateId,
        set: { jobId: job.id, updatedAt: new Date() },
      });
    return ok((await current(work.id)).shown);
  });

  route(app, aiCharacterAnalyseResult, {}, async (request) => {
    const work = await ownEvaluation(db, request.auth.userId, request.input.eid);
    return ok((await current(work.id)).shown);
  });

  route(app, aiCharacterAnalyseErrReset, {}, async (request) => {
    const work = await ownEvaluation(db, request.auth.userId, request.input.eid);
    const now = await current(work.id);
    // Only a failed run is cleared; anything else answers as it is (the call is idempotent).
    if (now.shown.state === CharacterAnalysisState.FAILED)
      await db
        .update(characterAnalyses)
        .set({ jobId: null, updatedAt: new Date() })
        .where(eq(characterAnalyses.evaluateId, work.id));
    return ok((await current(work.id)).shown);
  });
}
