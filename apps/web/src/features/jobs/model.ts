import { isJobFinal, JobKindLabel, JobStateLabel, type TJob, type TJobState } from '@juzuo/schemas';
import { api } from '../../lib/api';

/** Colours of a state badge and its progress bar. */
export const STATE_STYLE: Record<TJobState, { badge: string; bar: string }> = {
  waiting: { badge: 'bg-slate-100 text-slate-600', bar: 'bg-slate-300' },
  running: { badge: 'bg-brand-50 text-brand-700', bar: 'bg-brand-500' },
  done: { badge: 'bg-emerald-50 text-emerald-700', bar: 'bg-emerald-500' },
  failed: { badge: 'bg-rose-50 text-rose-700', bar: 'bg-rose-400' },
  cancelled: { badge: 'bg-slate-100 text-slate-500', bar: 'bg-slate-300' },
};

/** The state's Chinese name. */
export const stateLabel = (state: TJobState): string => JobStateLabel[state];

/** The kind's Chinese name (an unknown kind shows its title only). */
export const kindLabel = (kind: string): string => JobKindLabel[kind] ?? '后台任务';

/** Whether the job can still be cancelled. */
export const cancellable = (job: TJob): boolean => !isJobFinal(job.state);

/**
 * The download link of a finished job, or null: a `/files/...` link lives on the main API host
 * (same origin by default), a full URL (FILES_PUBLIC_URL, a CDN) is used as it is.
 */
export function downloadHref(job: TJob): string | null {
  const url = job.state === 'done' ? job.result?.url : undefined;
  if (typeof url !== 'string' || !url) return null;
  return url.startsWith('/') ? `${api.hosts.main}${url}` : url;
}

/** The file name offered for a finished job's download. */
export const downloadName = (job: TJob): string | undefined =>
  typeof job.result?.file_name === 'string' ? job.result.file_name : undefined;

/** What a waiting job that already failed once shows: it will be retried. */
export const retryNote = (job: TJob): string | null =>
  job.state === 'waiting' && job.attempts > 0 && job.error ? `${job.error}，稍后自动重试` : null;
