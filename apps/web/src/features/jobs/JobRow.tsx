import { formatDateTime, type TJob } from '@juzuo/schemas';
import { JobActions } from './JobActions';
import { JobProgressBar, JobStateBadge } from './JobProgress';
import { kindLabel, retryNote } from './model';

/** One job in 我的任务: title, state, live progress, its failure reason, and 下载 or 取消. */
export function JobRow({ job }: { job: TJob }) {
  const note = job.state === 'failed' ? job.error || '任务失败' : retryNote(job);
  return (
    <li data-testid="job-item" data-job-id={job.job_id} data-state={job.state} className="px-5 py-4">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900" data-testid="job-title">
            {job.title || kindLabel(job.kind)}
          </p>
          <p className="mt-0.5 text-xs text-slate-400">
            {kindLabel(job.kind)} · 创建于 {formatDateTime(job.create_time)}
            {job.finish_time ? ` · 结束于 ${formatDateTime(job.finish_time)}` : ''}
          </p>
        </div>
        <JobStateBadge job={job} />
        <JobActions job={job} />
      </div>
      {(job.state === 'waiting' || job.state === 'running') && (
        <div className="mt-3">
          <JobProgressBar job={job} />
        </div>
      )}
      {note && (
        <p
          data-testid="job-error"
          className={`mt-2 text-sm ${job.state === 'failed' ? 'text-rose-600' : 'text-amber-600'}`}
        >
          {note}
        </p>
      )}
    </li>
  );
}
