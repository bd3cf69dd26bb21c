import { Link, useLocation } from 'react-router-dom';
import { PublicShell } from '../../components/PublicShell';

/** No-access page; shows the reason passed in navigation state (e.g. 获取团队信息失败). */
export function NoAuthPage() {
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  return (
    <PublicShell>
      <section
        data-testid="no-auth"
        className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center"
      >
        <div className="grid size-16 place-items-center rounded-2xl bg-amber-50 text-2xl text-amber-600 ring-1 ring-amber-200">
          !
        </div>
        <h1 className="mt-6 text-2xl font-semibold text-slate-900">暂无访问权限</h1>
        <p className="mt-3 text-sm leading-6 text-slate-500">
          {message ?? '你没有访问该页面的权限。'}如需开通，请联系团队管理员。
        </p>
        <div className="mt-8 flex gap-3">
          <Link
            to="/workBench"
            className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700"
          >
            返回工作台
          </Link>
          <Link
            to="/"
            className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-5 text-sm text-slate-700 hover:bg-slate-50"
          >
            返回首页
          </Link>
        </div>
      </section>
    </PublicShell>
  );
}
