import {
  MaterialCategoryLabel,
  materialDetail,
  materialSimilarList,
  ScopeTypeLabel,
  type TMaterialDetail,
} from '@juzuo/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { CollectButton } from './CollectButton';
import { usePublicCall } from './usePublicCall';

/** Props of MaterialDetailView. */
export interface MaterialDetailViewProps {
  id: string;
  /** Link of another material (similar ones). */
  hrefOf: (id: string) => string;
  /** Link of a search by tag. */
  tagHref: (tag: string) => string;
  /** Extra actions (the workbench's management buttons), given the loaded material. */
  actions?: (material: TMaterialDetail) => ReactNode;
}

/** One material in full: content, tags, save button, and the materials close to it. */
export function MaterialDetailView({ id, hrefOf, tagHref, actions }: MaterialDetailViewProps) {
  // Each read counts a view: coming back to the tab is not another view.
  const detail = usePublicCall(materialDetail, { id }, { revalidateOnFocus: false });
  const similar = usePublicCall(materialSimilarList, { id, size: 6 });
  const m = detail.data;
  if (!m) {
    return detail.error ? (
      <p data-testid="material-missing" className="py-16 text-center text-sm text-slate-500">
        素材不存在或无权查看。
      </p>
    ) : (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_16rem]">
      <article data-testid="material-detail" data-id={m.id}>
        <h1 className="text-2xl font-semibold text-slate-900" data-testid="material-detail-title">
          {m.title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
            {MaterialCategoryLabel[m.cat1]}
          </span>
          {m.cat2 && <span className="rounded bg-slate-100 px-1.5 py-0.5">{m.cat2}</span>}
          <span>{ScopeTypeLabel[m.scope]}素材</span>
          {m.scope === 2 && !m.published && <span className="text-amber-700">未发布</span>}
          <span>
            浏览 {m.view_count} · 收藏 {m.collect_count} · 使用 {m.use_count}
          </span>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <CollectButton material={m} />
          {actions?.(m)}
        </div>
        <div data-testid="material-content" className="mt-6 space-y-3 text-[15px] leading-7 text-slate-800">
          {m.content.split('\n').map((line, i) =>
            line.trim() ? (
              // Lines have no identity of their own; their order is the content's.
              // biome-ignore lint/suspicious/noArrayIndexKey: static text split into lines
              <p key={i}>{line}</p>
            ) : null,
          )}
        </div>
        {m.tags.length > 0 && (
          <div className="mt-6 flex flex-wrap gap-2 text-sm">
            {m.tags.map((t) => (
              <Link
                key={t}
                to={tagHref(t)}
                className="rounded-full bg-slate-100 px-3 py-1 text-slate-600 hover:bg-slate-200"
              >
                #{t}
              </Link>
            ))}
          </div>
        )}
      </article>
      <aside aria-label="相似素材" data-testid="material-similar">
        <h2 className="mb-2 text-sm font-semibold text-slate-700">相似素材</h2>
        {!similar.data && !similar.error && <Spinner className="size-4" />}
        {similar.data?.list.length === 0 && <p className="text-xs text-slate-400">暂无相似素材</p>}
        <ul className="space-y-2">
          {similar.data?.list.map((s) => (
            <li key={s.id}>
              <Link
                to={hrefOf(s.id)}
                data-testid="material-similar-item"
                className="block rounded-lg p-2 hover:bg-slate-50"
              >
                <span className="block text-sm text-slate-800">{s.title}</span>
                <span className="text-xs text-slate-400">{MaterialCategoryLabel[s.cat1]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
