import { Link } from 'react-router-dom';
import { PublicShell } from '../components/PublicShell';

/** 404 page. */
export function NotFoundPage() {
  return (
    <PublicShell>
      <section
        data-testid="not-found"
        className="mx-auto flex max-w-md flex-col items-center px-6 py-28 text-center"
      >
        <p className="text-7xl font-bold tracking-tight text-brand-200">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">页面不存在</h1>
        <p className="mt-3 text-sm leading-6 text-slate-500">
          你访问的页面可能已被移动或删除，请检查地址是否正确。
        </p>
        <div className="mt-8 flex gap-3">
          <Link
            to="/"
            className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700"
          >
            返回首页
          </Link>
          <Link
            to="/workBench"
            className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-5 text-sm text-slate-700 hover:bg-slate-50"
          >
            进入工作台
          </Link>
        </div>
      </section>
    </PublicShell>
  );
}
