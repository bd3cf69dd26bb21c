import type { TJob, TJobState } from '@juzuo/schemas';
import type { TJobRow } from '../db/schema/index';

/** A jobs row as its owner sees it (detail, list and the events stream share this shape). */
export function presentJob(row: TJobRow): TJob {
  const projectId = row.input.project_id;
  return {
    job_id: row.id,
    kind: row.kind,
    title: row.title,
    state: row.state as TJobState,
    progress: row.progress,
    result: row.state === 'done' ? (row.result ?? {}) : null,
    error: row.error,
    attempts: row.attempts,
    team_id: row.teamId,
    project_id: typeof projectId === 'string' ? projectId : null,
    create_time: row.createdAt.getTime(),
    start_time: row.startedAt?.getTime() ?? null,
    finish_time: row.finishedAt?.getTime() ?? null,
    update_time: row.updatedAt.getTime(),
  };
}
