import { EvaluateStatus, evaluateStatusLabel, type TEvaluateWork } from '@juzuo/schemas';
import type { evaluateWorks, TJobRow } from '../../db/schema/index';

type Row = typeof evaluateWorks.$inferSelect;

/**
 * The status a work shows. While a run exists its job decides (docs/decisions.md, "AI evaluation"):
 * waiting/running -> 1 AI评估中, done -> 3, failed -> 2 AI繁忙，评估失败, cancelled -> 0 待评估 (or 3
 * when an earlier run left a report). The stored code covers the states without a run.
 */
export function statusOf(row: Row, job: TJobRow | undefined, reports: number): number {
  if (row.status === EvaluateStatus.DELETED || !job) return row.status;
  switch (job.state) {
    case 'waiting':
    case 'running':
      return EvaluateStatus.AI_EVALUATING;
    case 'done':
      return EvaluateStatus.AI_SUCCEEDED;
    case 'failed':
      return EvaluateStatus.AI_BUSY;
    default:
      return reports > 0 ? EvaluateStatus.AI_SUCCEEDED : EvaluateStatus.PENDING;
  }
}

export function presentEvaluateWork(row: Row, job: TJobRow | undefined, reports: number): TEvaluateWork {
  const status = statusOf(row, job, reports);
  return {
    eid: row.id,
    work_id: (row.workFrom === 0 ? row.workId : row.uploadId) ?? '',
    work_from: row.workFrom,
    work_name: row.workName,
    genre: row.genre === 'novel' ? 'novel' : 'script',
    status,
    status_label: evaluateStatusLabel(status),
    job_id: row.jobId,
    progress: job ? (job.state === 'done' ? 100 : job.progress) : 0,
    error: job?.state === 'failed' ? job.error || row.error : '',
    report_count: reports,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}
