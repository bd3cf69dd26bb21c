import crypto from 'node:crypto';
import {
  aiAddBaseWork,
  aiBaseWorkList,
  aiPostReportToReview,
  EvaluateExtraMessage,
  EvaluateStatus,
  ok,
  Status,
  type TEvaluateReport,
} from '@juzuo/schemas';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { evaluateBaseWorks, evaluateReports, evaluateWorks } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { ownReport } from './own';
import { postReportToReview } from './post-to-review';

/**
 * post_report_to_review (post-to-review.ts), and the benchmark works: add_base_work makes one of
 * the caller's finished reports a benchmark (标杆作品), base_work_list answers them with their scores
 * so a report can be compared against them.
 */
export function registerEvaluateExtraRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  route(app, aiPostReportToReview, {}, async (request) =>
    ok(await postReportToReview(app, request.auth.userId, request.input)),
  );

  route(app, aiAddBaseWork, {}, async (request) => {
    const userId = request.auth.userId;
    const report = await ownReport(db, userId, request.input.eid, request.input.report_id);
    const [work] = await db.select().from(evaluateWorks).where(eq(evaluateWorks.id, report.eid));
    const baseName = request.input.base_name ?? work?.workName ?? '';
    const mine = await db.select().from(evaluateBaseWorks).where(eq(evaluateBaseWorks.userId, userId));
    if (mine.some((b) => b.reportId === report.report_id))
      throw new AppError(Status.DUPLICATE_NAME, EvaluateExtraMessage.baseExists);
    if (mine.some((b) => b.baseName === baseName))
      throw new AppError(Status.DUPLICATE_NAME, EvaluateExtraMessage.baseNameTaken, { field: 'base_name' });
    const id = crypto.randomUUID();
    await db.insert(evaluateBaseWorks).values({
      id,
      userId,
      evaluateId: report.eid,
      reportId: report.report_id,
      baseName,
      createdAt: new Date(),
    });
    return ok({ base_id: id });
  });

  route(app, aiBaseWorkList, {}, async (request) => {
    const rows = await db
      .select({ base: evaluateBaseWorks, work: evaluateWorks, report: evaluateReports })
      .from(evaluateBaseWorks)
      .innerJoin(evaluateWorks, eq(evaluateWorks.id, evaluateBaseWorks.evaluateId))
      .innerJoin(evaluateReports, eq(evaluateReports.id, evaluateBaseWorks.reportId))
      .where(
        and(
          eq(evaluateBaseWorks.userId, request.auth.userId),
          ne(evaluateWorks.status, EvaluateStatus.DELETED),
        ),
      )
      .orderBy(desc(evaluateBaseWorks.createdAt));
    return ok({
      list: rows.map(({ base, work, report }) => {
        const r = report.report as Pick<TEvaluateReport, 'overall_score' | 'dimensions'>;
        return {
          base_id: base.id,
          base_name: base.baseName,
          eid: work.id,
          report_id: report.id,
          work_name: work.workName,
          genre: work.genre === 'novel' ? ('novel' as const) : ('script' as const),
          overall_score: Number(r.overall_score ?? 0),
          dimensions: (r.dimensions ?? []).map((d) => ({ key: d.key, name: d.name, score: d.score })),
          create_time: base.createdAt.toISOString(),
        };
      }),
    });
  });
}
