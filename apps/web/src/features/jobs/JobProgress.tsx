import type { TJob } from '@juzuo/schemas';
import { STATE_STYLE, stateLabel } from './model';

/** A job's state badge. */
export function JobStateBadge({ job }: { job: TJob }) {
  return (
    <span
      data-testid="job-state"
      data-state={job.state}
      className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-medium ${STATE_STYLE[job.state].badge}`}
    >
      {stateLabel(job.state)}
    </span>
  );
}

/** A job's progress bar with its percentage; a waiting job shows an empty track. */
export function JobProgressBar({ job }: { job: TJob }) {
  const value = job.state === 'done' ? 100 : job.progress;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={`${job.title}进度`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-testid="job-progress"
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${STATE_STYLE[job.state].bar}`}
          style={{ width: `${value}%` }}
        />
      </div>
      <span data-testid="job-percent" className="w-10 text-right text-xs tabular-nums text-slate-500">
        {value}%
      </span>
    </div>
  );
}
