import { JobMessage, JobNoticeType } from '@juzuo/schemas';
import type { TJobRow } from '../db/schema/index';
import type { DbLike } from '../lib/db';
import { notify } from '../modules/messages/notify';

/** What the message centre's entry links to: the job, and for an export its download. */
function noticeData(row: TJobRow): Record<string, unknown> {
  const data: Record<string, unknown> = { job_id: row.id, kind: row.kind };
  const projectId = row.input.project_id;
  if (typeof projectId === 'string') data.project_id = projectId;
  if (row.state === 'done' && typeof row.result?.url === 'string') data.url = row.result.url;
  return data;
}

/** Tells the owner that a job finished (written in the same transaction as the final state). */
export function notifyJobDone(db: DbLike, row: TJobRow, now: Date): Promise<void> {
  return notify(
    db,
    row.userId,
    {
      type: JobNoticeType.done,
      title: JobMessage.doneTitle,
      content: JobMessage.doneContent(row.title),
      data: noticeData(row),
    },
    now,
  );
}

/** Tells the owner that a job failed for good, with the reason in Chinese. */
export function notifyJobFailed(db: DbLike, row: TJobRow, now: Date): Promise<void> {
  return notify(
    db,
    row.userId,
    {
      type: JobNoticeType.failed,
      title: JobMessage.failedTitle,
      content: JobMessage.failedContent(row.title, row.error || JobMessage.failedUnknown),
      data: noticeData(row),
    },
    now,
  );
}
