import { useJobEvents, useJobList } from '@juzuo/api-client/react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { JobRow } from '../../features/jobs/JobRow';
import { MemberPage } from './MemberPage';

/** What the page says about jobs in general. */
const NOTE = '导出等耗时操作在后台运行，完成或失败时也会发到消息中心。';

/** Jobs per page. */
const PAGE_SIZE = 20;

/**
 * /member/tasks: my background jobs (exports ...), newest first, with live progress from the events
 * stream, 取消 for unfinished ones, 下载 for finished exports and the Chinese reason of a failure.
 */
export function TasksPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = useJobList({ page_index: page, page_size: PAGE_SIZE });
  useJobEvents();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const running = data?.list.filter((j) => j.state === 'waiting' || j.state === 'running').length ?? 0;
  const goto = (p: number) => setParams(p > 1 ? { page: String(p) } : {});

  return (
    <MemberPage>
      <div className="mt-3">
        <h1 className="text-2xl font-semibold text-slate-900">我的任务</h1>
        <p className="mt-1 text-sm text-slate-500" data-testid="tasks-summary">
          共 {data?.total ?? 0} 个任务{running > 0 ? `，${running} 个进行中` : ''}。{NOTE}
        </p>
      </div>
      <section aria-label="任务列表" className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {isLoading && !data ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : !data?.list.length ? (
          <p className="py-16 text-center text-sm text-slate-400">暂无任务。可在作品菜单中选择「导出」。</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="tasks-list">
            {data.list.map((job) => (
              <JobRow key={job.job_id} job={job} />
            ))}
          </ul>
        )}
      </section>
      {pages > 1 && (
        <nav aria-label="分页" className="mt-4 flex items-center justify-center gap-3 text-sm">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goto(page - 1)}>
            上一页
          </Button>
          <span className="text-slate-500">
            {page} / {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goto(page + 1)}>
            下一页
          </Button>
        </nav>
      )}
    </MemberPage>
  );
}
