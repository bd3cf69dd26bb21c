import { config } from '../../lib/config';
import { useSession } from '../../lib/session';

/** Diagnostic page (public): shows the runtime config and whether a session exists. */
export function TestPage() {
  const session = useSession();
  return (
    <main className="mx-auto max-w-2xl px-6 py-12">
      <h1 className="text-xl font-semibold text-slate-900">测试页</h1>
      <p className="mt-2 text-sm text-slate-500">用于检查部署配置是否生效。</p>
      <dl className="mt-6 grid grid-cols-[8rem_1fr] gap-y-2 rounded-xl bg-white p-5 text-sm ring-1 ring-slate-200">
        <dt className="text-slate-500">产品名称</dt>
        <dd>{config.productName}</dd>
        <dt className="text-slate-500">基础路径</dt>
        <dd data-testid="test-base-path">{config.basePath}</dd>
        <dt className="text-slate-500">备用品牌域名</dt>
        <dd>{config.altBrandHosts.join('、') || '无'}</dd>
        <dt className="text-slate-500">登录状态</dt>
        <dd>{session.token && session.userId ? '已登录' : '未登录'}</dd>
      </dl>
    </main>
  );
}
