import { useAdminJobs } from '@juzuo/api-client/react';
import { formatDateTime, JOB_STATES, JobKindLabel, JobStateLabel, type TJobState } from '@juzuo/schemas';
import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { Pager } from './Pager';

const PAGE_SIZE = 20;
const stateLabel = (s: string) => JobStateLabel[s as TJobState] ?? s;

/** Every user's background jobs, newest first, with counts per state and a state filter. */
export function JobsPanel() {
  const [state, setState] = useState<string>('');
  const [pageIndex, setPageIndex] = useState(1);
  const { data } = useAdminJobs({ page_index: pageIndex, page_size: PAGE_SIZE, ...(state ? { state } : {}) });
  const pick = (next: string) => {
    setState(next);
    setPageIndex(1);
  };
  return (
    <section className="rounded-xl bg-white ring-1 ring-slate-200">
      <fieldset className="flex flex-wrap gap-2 border-b border-slate-100 p-4">
        <legend className="sr-only">按状态筛选</legend>
        {['', ...JOB_STATES].map((s) => (
          <button
            key={s || 'all'}
            type="button"
            aria-pressed={state === s}
            data-testid={`admin-jobs-filter-${s || 'all'}`}
            onClick={() => pick(s)}
            className={`rounded-full px-3 py-1 text-xs ring-1 ${state === s ? 'bg-brand-600 text-white ring-brand-600' : 'text-slate-600 ring-slate-200 hover:bg-slate-50'}`}
          >
            {s ? stateLabel(s) : '全部'}
            {s && data ? ` ${data.counts[s] ?? 0}` : ''}
          </button>
        ))}
      </fieldset>
      {!data ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : data.list.length === 0 ? (
        <p data-testid="admin-jobs-empty" className="py-16 text-center text-sm text-slate-400">
          暂无后台任务
        </p>
      ) : (
        <table data-testid="admin-jobs-table" className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs text-slate-500">
            <tr>
              <th className="py-2.5 pl-4 font-medium">任务</th>
              <th className="py-2.5 font-medium">用户</th>
              <th className="py-2.5 font-medium">状态</th>
              <th className="py-2.5 font-medium">进度</th>
              <th className="py-2.5 pr-4 font-medium">创建时间</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.list.map((j) => (
              <tr key={j.job_id} data-testid={`admin-job-${j.job_id}`}>
                <td className="py-3 pl-4">
                  <span className="block text-slate-800">{j.title || JobKindLabel[j.kind] || j.kind}</span>
                  {j.error && <span className="block text-xs text-rose-500">{j.error}</span>}
                </td>
                <td className="py-3 text-slate-600">{j.user_label}</td>
                <td className="py-3 text-slate-600">{stateLabel(j.state)}</td>
                <td className="py-3 text-slate-600">{j.progress}%</td>
                <td className="py-3 pr-4 text-slate-500">{formatDateTime(j.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.total > 0 && (
        <Pager
          testId="admin-jobs-pager"
          pageIndex={pageIndex}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={setPageIndex}
        />
      )}
    </section>
  );
}
