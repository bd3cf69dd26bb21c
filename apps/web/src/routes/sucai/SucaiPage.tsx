import { useLocation } from 'react-router-dom';
import { ComingSoon } from '../../components/EmptyState';
import { PublicShell } from '../../components/PublicShell';

/** Public materials centre (index, search, detail): the materials issue builds it. */
export function SucaiPage() {
  const { pathname } = useLocation();
  const area = pathname.startsWith('/sucai/search')
    ? '素材搜索'
    : pathname.startsWith('/sucai/detail')
      ? '素材详情'
      : '素材中心';
  return (
    <PublicShell>
      <div className="border-b border-slate-100 bg-slate-50 py-6">
        <div className="mx-auto max-w-3xl px-6">
          <label htmlFor="sucai-search" className="sr-only">
            搜索素材
          </label>
          <input
            id="sucai-search"
            disabled
            placeholder="搜索干货、大纲、桥段、台词、文案…"
            className="h-12 w-full rounded-xl border border-slate-200 bg-white px-4 text-sm shadow-sm disabled:cursor-not-allowed"
          />
        </div>
      </div>
      <ComingSoon
        area={area}
        summary="汇集写作干货、大纲、桥段、素材、赏析、台词、文案等分类内容，支持分类筛选、关键词搜索与收藏。"
      />
    </PublicShell>
  );
}
