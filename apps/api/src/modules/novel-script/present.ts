import type { TJobState, TNovelConversion, TNovelResult } from '@juzuo/schemas';
import type { TJobRow } from '../../db/schema/index';
import type { TNovelJobInput } from '../../jobs/novel-to-script/definition';

/**
 * Chunks done from the job's progress: the job reports floor(done * 99 / total) after each chunk, a
 * strictly rising step when total <= 99 (NOVEL_MAX_CHUNKS), so the count is exact.
 */
export function chunksDone(progress: number, total: number, state: TJobState): number {
  if (state === 'done') return total;
  let done = 0;
  while (done < total && Math.floor(((done + 1) * 99) / total) <= progress) done += 1;
  return done;
}

/** A conversion job as its owner sees it. */
export function presentConversion(row: TJobRow): TNovelConversion {
  const input = row.input as Partial<TNovelJobInput>;
  const state = row.state as TJobState;
  const total = input.chunk_total ?? 0;
  return {
    record_id: row.id,
    state,
    progress: row.progress,
    chunk_total: total,
    chunk_done: chunksDone(row.progress, total, state),
    chapters: input.chapters ?? 0,
    target: input.target ?? 'short_drama',
    project_id: input.project_id ?? null,
    project_name: input.project_name ?? '',
    error: row.error,
    result: state === 'done' ? ((row.result as TNovelResult | null) ?? null) : null,
    create_time: row.createdAt.getTime(),
    finish_time: row.finishedAt?.getTime() ?? null,
  };
}
