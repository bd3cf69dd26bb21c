import { EvaluateMessage, EvaluateStatus, Status, type TEvaluateReport } from '@juzuo/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evaluateReports, evaluateWorks } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

type EvaluationRow = typeof evaluateWorks.$inferSelect;

/** The caller's live evaluation work, or the not-found error (an evaluation work is its adder's). */
export async function ownEvaluation(db: Db, userId: string, eid: string): Promise<EvaluationRow> {
  const [row] = await db
    .select()
    .from(evaluateWorks)
    .where(and(eq(evaluateWorks.id, eid), eq(evaluateWorks.userId, userId)));
  if (!row || row.status === EvaluateStatus.DELETED)
    throw new AppError(Status.NOT_FOUND, EvaluateMessage.notFound);
  return row;
}

/** One report of the caller's evaluation work (the newest without reportId), as the calls answer it. */
export async function ownReport(
  db: Db,
  userId: string,
  eid: string,
  reportId?: string,
): Promise<TEvaluateReport> {
  const row = await ownEvaluation(db, userId, eid);
  const filters = [eq(evaluateReports.evaluateId, row.id)];
  if (reportId) filters.push(eq(evaluateReports.id, reportId));
  const [report] = await db
    .select()
    .from(evaluateReports)
    .where(and(...filters))
    .orderBy(desc(evaluateReports.createdAt))
    .limit(1);
  if (!report) throw new AppError(Status.NOT_FOUND, EvaluateMessage.noReport);
  return {
    ...(report.report as Omit<TEvaluateReport, 'report_id' | 'eid' | 'snapshot_id' | 'create_time'>),
    report_id: report.id,
    eid: row.id,
    snapshot_id: report.snapshotId,
    create_time: report.createdAt.toISOString(),
  };
}
