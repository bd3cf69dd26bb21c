import { CharacterAnalysisState, type TAnalysedCharacter, type TCharacterAnalysis } from '@juzuo/schemas';
import type { characterAnalyses, TJobRow } from '../../../db/schema/index';
import type { StoredAnalysis } from './run';

type Row = typeof characterAnalyses.$inferSelect;

/**
 * The analysis as result answers it. While a run exists its job decides the state (waiting/running
 * -> running, failed -> failed, done -> done); without one (never run, reset by err_reset, or
 * cancelled) the last finished analysis shows as done, or idle when there is none.
 */
export function presentAnalysis(
  eid: string,
  row: Row | undefined,
  job: TJobRow | undefined,
): TCharacterAnalysis {
  const stored = (row?.result as StoredAnalysis | null | undefined) ?? null;
  const idle = stored ? CharacterAnalysisState.DONE : CharacterAnalysisState.IDLE;
  const state =
    !job || job.state === 'cancelled'
      ? idle
      : job.state === 'failed'
        ? CharacterAnalysisState.FAILED
        : job.state === 'done'
          ? CharacterAnalysisState.DONE
          : CharacterAnalysisState.RUNNING;
  return {
    eid,
    state,
    progress: job ? (job.state === 'done' ? 100 : job.progress) : stored ? 100 : 0,
    error: job?.state === 'failed' ? job.error : '',
    job_id: row?.jobId ?? null,
    snapshot_id: row?.snapshotId ?? null,
    prompt: stored?.prompt ?? '',
    characters: (stored?.characters ?? []) as TAnalysedCharacter[],
    update_time: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}
