import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown when a route throws or a page chunk cannot load (e.g. after a deploy replaced old chunks). */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /import|module/i.test(error.message);
  const title = isRouteErrorResponse(error)
    ? `出错了（${error.status}）`
    : chunkFailed
      ? '页面资源加载失败'
      : '页面出错了';
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-6">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-3 text-sm leading-6 text-slate-500">
          {chunkFailed
            ? '可能是网络不稳定或版本已更新，请刷新页面后重试。'
            : '页面遇到了意外问题，请刷新后重试，或返回首页。'}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="h-10 rounded-lg bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700"
          >
            刷新页面
          </button>
          <Link
            to="/"
            className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-5 text-sm text-slate-700 hover:bg-white"
          >
            返回首页
          </Link>
        </div>
      </div>
    </main>
  );
}
