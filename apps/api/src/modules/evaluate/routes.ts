import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  aiAddEvaluateWork,
  aiDeleteWorkAllEvaluate,
  aiDocSnapshotList,
  aiEvaluateReportContent,
  aiEvaluateReportList,
  aiEvaluateUploadFile,
  aiEvaluateWorkList,
  aiEvaluationTemplate,
  aiExeEvaluate,
  aiNovelReportContent,
  aiRepeatAddEvaluateWork,
  aiUpdateEvaluateWork,
  ChatMessageText,
  EvaluateDimensions,
  EvaluateMessage,
  EvaluateStatus,
  isEvaluating,
  ok,
  Status,
  WorkPermission,
} from '@juzuo/schemas';
import { ImportFileError, readScriptFile } from '@juzuo/script-formats/readers';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  evaluateReports,
  evaluateSnapshots,
  evaluateUploads,
  evaluateWorks,
  jobs as jobRows,
} from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { readUpload } from '../files/upload';
import { canComment } from '../supervise/policies';
import { findWorkAccess, requireWork } from '../works/access';
import { registerCharacterRoutes } from './characters/routes';
import { registerEvaluateExtraRoutes } from './extra-routes';
import { ownEvaluation, ownReport } from './own';
import { presentEvaluateWork, statusOf } from './present';
import { aiEvaluate } from './run';
import { takeSnapshot } from './snapshot';

const MB = 1024 * 1024;

/**
 * AI evaluation (issue 15, spec 01 section 7.6). The ai_evaluate special tag guards every path (the
 * gate map in packages/schemas special-tags.ts); a product work also needs AiEvaluate on it. An
 * evaluation work is its adder's: others get the not-found message.
 */
export const evaluateModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;

    const own = (userId: string, eid: string) => ownEvaluation(db, userId, eid);
    const jobOf = async (jobId: string | null) =>
      jobId ? (await db.select().from(jobRows).where(eq(jobRows.id, jobId)))[0] : undefined;
    const reportCount = async (eid: string) =>
      (await db.select({ n: count() }).from(evaluateReports).where(eq(evaluateReports.evaluateId, eid)))[0]
        ?.n ?? 0;

    route(app, aiEvaluationTemplate, {}, async () => {
      const ready = app.engines.has('evaluate');
      return ok({
        list: EvaluateDimensions.map((d) => ({ key: d.key, name: d.name, hint: d.hint })),
        engine_ready: ready,
        missing: ready ? '' : ChatMessageText.engineMissingHint,
      });
    });

    route(app, aiEvaluateWorkList, {}, async (request) => {
      const userId = request.auth.userId;
      const filters = [eq(evaluateWorks.userId, userId), ne(evaluateWorks.status, EvaluateStatus.DELETED)];
      if (request.input.work_id) filters.push(eq(evaluateWorks.workId, request.input.work_id));
      const rows = await db
        .select()
        .from(evaluateWorks)
        .where(and(...filters))
        .orderBy(desc(evaluateWorks.createdAt));
      const ids = rows.map((r) => r.id);
      const jobIds = rows.flatMap((r) => (r.jobId ? [r.jobId] : []));
      const [jobList, counts] = await Promise.all([
        jobIds.length ? db.select().from(jobRows).where(inArray(jobRows.id, jobIds)) : [],
        ids.length
          ? db
              .select({ eid: evaluateReports.evaluateId, n: count() })
              .from(evaluateReports)
              .where(inArray(evaluateReports.evaluateId, ids))
              .groupBy(evaluateReports.evaluateId)
          : [],
      ]);
      const jobById = new Map(jobList.map((j) => [j.id, j]));
      const countOf = new Map(counts.map((c) => [c.eid, c.n]));
      return ok({
        list: rows.map((r) =>
          presentEvaluateWork(r, r.jobId ? jobById.get(r.jobId) : undefined, countOf.get(r.id) ?? 0),
        ),
      });
    });

    // The upload is multipart; the parser is scoped to it (as in the docs, files and works modules).
    await app.register(async (scope) => {
      await scope.register(multipart);
      route(scope, aiEvaluateUploadFile, {}, async (request) => {
        const limitMb = app.config.IMPORT_MAX_MB;
        const upload = await readUpload(request, limitMb * MB, EvaluateMessage.tooLarge(limitMb));
        if (!/\.(txt|docx)$/i.test(upload.filename))
          throw new AppError(Status.VALIDATION, EvaluateMessage.badFile);
        let text: string;
        try {
          const read = await readScriptFile(upload.buffer, upload.filename);
          text = read.lines
            .map((l) => l.text)
            .join('\n')
            .trim();
        } catch (error) {
          if (error instanceof ImportFileError) throw new AppError(Status.VALIDATION, error.message);
          throw error;
        }
        if (!text) throw new AppError(Status.VALIDATION, EvaluateMessage.emptyText);
        const id = crypto.randomUUID();
        await db
          .insert(evaluateUploads)
          .values({ id, userId: request.auth.userId, fileName: upload.filename, text });
        return ok({ file_id: id, file_name: upload.filename, char_count: text.length });
      });
    });

    route(app, aiAddEvaluateWork, {}, async (request) => {
      const userId = request.auth.userId;
      const { work_id, work_from, work_name, genre } = request.input;
      const now = new Date();
      const id = crypto.randomUUID();
      if (work_from === 0) {
        const access = await requireWork(app, userId, work_id, [WorkPermission.AiEvaluate]);
        await db.insert(evaluateWorks).values({
          id,
          userId,
          workFrom: 0,
          workId: access.work.id,
          workName: work_name || access.work.name,
          genre: genre ?? (access.work.mediaType === 'NOVEL' ? 'novel' : 'script'),
          status: EvaluateStatus.INTERNAL_NOT_STARTED,
          createdAt: now,
          updatedAt: now,
        });
      } else {
        const [upload] = await db
          .select()
          .from(evaluateUploads)
          .where(and(eq(evaluateUploads.id, work_id), eq(evaluateUploads.userId, userId)));
        if (!upload) throw new AppError(Status.NOT_FOUND, EvaluateMessage.uploadNotFound);
        await db.insert(evaluateWorks).values({
          id,
          userId,
          workFrom: 1,
          uploadId: upload.id,
          workName: work_name || upload.fileName.replace(/\.(txt|docx)$/i, ''),
          genre: genre ?? 'script',
          status: EvaluateStatus.PENDING,
          createdAt: now,
          updatedAt: now,
        });
      }
      return ok({ eid: id });
    });

    route(app, aiRepeatAddEvaluateWork, {}, async (request) => {
      const userId = request.auth.userId;
      const row = await own(userId, request.input.eid);
      if (row.workFrom === 0 && row.workId)
        await requireWork(app, userId, row.workId, [WorkPermission.AiEvaluate]);
      const id = crypto.randomUUID();
      const now = new Date();
      await db.insert(evaluateWorks).values({
        id,
        userId,
        workFrom: row.workFrom,
        workId: row.workId,
        uploadId: row.uploadId,
        workName: row.workName,
        genre: row.genre,
        status: row.workFrom === 0 ? EvaluateStatus.INTERNAL_NOT_STARTED : EvaluateStatus.PENDING,
        createdAt: now,
        updatedAt: now,
      });
      return ok({ eid: id });
    });

    route(app, aiExeEvaluate, {}, async (request) => {
      const userId = request.auth.userId;
      const row = await own(userId, request.input.eid);
      if (row.workFrom === 0 && row.workId)
        await requireWork(app, userId, row.workId, [WorkPermission.AiEvaluate]);
      // 9001 before anything is stored or queued.
      app.engines.require('evaluate');
      const job = await jobOf(row.jobId);
      if (isEvaluating(statusOf(row, job, 0))) throw new AppError(Status.CONFLICT, EvaluateMessage.running);
      const snapshotId = await takeSnapshot(db, row);
      const jobRow = await app.jobs.enqueue(aiEvaluate, {
        userId,
        teamId: null,
        title: `AI评估《${row.workName}》`,
        input: { eid: row.id, snapshot_id: snapshotId },
      });
      await db
        .update(evaluateSnapshots)
        .set({ jobId: jobRow.id })
        .where(eq(evaluateSnapshots.id, snapshotId));
      await db
        .update(evaluateWorks)
        .set({ jobId: jobRow.id, status: EvaluateStatus.AI_EVALUATING, error: '', updatedAt: new Date() })
        .where(eq(evaluateWorks.id, row.id));
      return ok({ eid: row.id, job_id: jobRow.id, status: EvaluateStatus.AI_EVALUATING });
    });

    route(app, aiEvaluateReportList, {}, async (request) => {
      const row = await own(request.auth.userId, request.input.eid);
      const reports = await db
        .select()
        .from(evaluateReports)
        .where(eq(evaluateReports.evaluateId, row.id))
        .orderBy(desc(evaluateReports.createdAt));
      return ok({
        list: reports.map((r) => ({
          report_id: r.id,
          snapshot_id: r.snapshotId,
          overall_score: Number((r.report as { overall_score?: number }).overall_score ?? 0),
          create_time: r.createdAt.toISOString(),
        })),
      });
    });

    const reportContent = async (userId: string, eid: string, reportId?: string) => {
      const report = await ownReport(db, userId, eid, reportId);
      const row = await own(userId, eid);
      const access = row.workFrom === 0 && row.workId ? await findWorkAccess(db, userId, row.workId) : null;
      return { ...report, abilities: { can_post_review: Boolean(access && canComment(access, 'doc')) } };
    };
    route(app, aiEvaluateReportContent, {}, async (request) =>
      ok(await reportContent(request.auth.userId, request.input.eid, request.input.report_id)),
    );
    route(app, aiNovelReportContent, {}, async (request) =>
      ok(await reportContent(request.auth.userId, request.input.eid, request.input.report_id)),
    );

    route(app, aiDocSnapshotList, {}, async (request) => {
      const row = await own(request.auth.userId, request.input.eid);
      const snaps = await db
        .select()
        .from(evaluateSnapshots)
        .where(eq(evaluateSnapshots.evaluateId, row.id))
        .orderBy(desc(evaluateSnapshots.createdAt));
      return ok({
        list: snaps.map((s) => ({
          snapshot_id: s.id,
          job_id: s.jobId,
          char_count: s.charCount,
          text: s.text,
          create_time: s.createdAt.toISOString(),
        })),
      });
    });

    route(app, aiUpdateEvaluateWork, {}, async (request) => {
      const userId = request.auth.userId;
      const { eid, work_name, is_delete } = request.input;
      const row = await own(userId, eid);
      if (is_delete === 1) {
        // A running evaluation is cancelled first so its job never writes into a deleted work.
        if (row.jobId) await app.jobs.cancel(userId, row.jobId).catch(() => undefined);
        await db
          .update(evaluateWorks)
          .set({ status: EvaluateStatus.DELETED, updatedAt: new Date() })
          .where(eq(evaluateWorks.id, row.id));
        return ok({ eid, status: EvaluateStatus.DELETED });
      }
      if (work_name)
        await db
          .update(evaluateWorks)
          .set({ workName: work_name, updatedAt: new Date() })
          .where(eq(evaluateWorks.id, row.id));
      return ok({ eid, status: statusOf(row, await jobOf(row.jobId), await reportCount(row.id)) });
    });

    route(app, aiDeleteWorkAllEvaluate, {}, async (request) => {
      const userId = request.auth.userId;
      const rows = await db
        .select()
        .from(evaluateWorks)
        .where(
          and(
            eq(evaluateWorks.userId, userId),
            eq(evaluateWorks.workId, request.input.work_id),
            ne(evaluateWorks.status, EvaluateStatus.DELETED),
          ),
        );
      for (const row of rows) {
        if (row.jobId) await app.jobs.cancel(userId, row.jobId).catch(() => undefined);
      }
      if (rows.length)
        await db
          .update(evaluateWorks)
          .set({ status: EvaluateStatus.DELETED, updatedAt: new Date() })
          .where(
            inArray(
              evaluateWorks.id,
              rows.map((r) => r.id),
            ),
          );
      return ok({ deleted: rows.length });
    });

    registerEvaluateExtraRoutes(app);
    registerCharacterRoutes(app);
  },
  { name: 'evaluate' },
);
