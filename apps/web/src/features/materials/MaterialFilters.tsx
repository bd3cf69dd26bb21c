import {
  MaterialCategory,
  MaterialCategoryLabel,
  MaterialSort,
  MaterialSortLabel,
  materialTypeList,
  ScopeTypeLabel,
  type TMaterialSort,
  type TScopeType,
} from '@juzuo/schemas';
import type { MaterialSearch } from './searchState';
import { usePublicCall } from './usePublicCall';

const chip = (on: boolean) =>
  `rounded-full px-3 py-1 text-sm transition-colors ${on ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600 hover:bg-slate-200'}`;

/** Category tabs with counts, second-level categories and tags of the chosen category, sort, and (workbench) library. */
export function MaterialFilters({
  search,
  onChange,
  showScope = false,
}: {
  search: MaterialSearch;
  onChange: (change: Partial<MaterialSearch>) => void;
  showScope?: boolean;
}) {
  const types = usePublicCall(materialTypeList, {}).data;
  const current = types?.list.find((t) => t.cat1 === search.cat1);
  const tabs =
    types?.list ??
    Object.values(MaterialCategory).map((c) => ({
      cat1: c,
      name: MaterialCategoryLabel[c],
      count: 0,
      children: [],
    }));
  return (
    <div className="flex flex-col gap-3" data-testid="material-filters">
      <div role="tablist" aria-label="素材分类" className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <button
            key={t.cat1}
            type="button"
            role="tab"
            aria-selected={t.cat1 === search.cat1}
            data-testid={`material-cat-${t.cat1}`}
            onClick={() => onChange({ cat1: t.cat1 })}
            className={chip(t.cat1 === search.cat1)}
          >
            {t.name}
            {types && <span className="ml-1 text-xs opacity-70">{t.count}</span>}
          </button>
        ))}
      </div>
      {current && current.children.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-2 text-sm" aria-label="二级分类">
          <span className="text-xs text-slate-400">二级分类</span>
          <button type="button" className={chip(!search.cat2)} onClick={() => onChange({ cat2: '' })}>
            不限
          </button>
          {current.children.map((c) => (
            <button
              key={c.cat2}
              type="button"
              className={chip(search.cat2 === c.cat2)}
              onClick={() => onChange({ cat2: c.cat2 })}
            >
              {c.cat2}
            </button>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-1 text-slate-500">
          排序
          <select
            data-testid="material-sort"
            value={search.sort}
            onChange={(e) => onChange({ sort: e.target.value as TMaterialSort })}
            className="rounded-md border border-slate-200 bg-white px-2 py-1 text-slate-700"
          >
            {Object.values(MaterialSort).map((s) => (
              <option key={s} value={s}>
                {MaterialSortLabel[s]}
              </option>
            ))}
          </select>
        </label>
        {showScope && (
          <label className="flex items-center gap-1 text-slate-500">
            素材库
            <select
              data-testid="material-scope"
              value={search.scope ?? ''}
              onChange={(e) =>
                onChange({ scope: e.target.value ? (Number(e.target.value) as TScopeType) : null })
              }
              className="rounded-md border border-slate-200 bg-white px-2 py-1 text-slate-700"
            >
              <option value="">全部</option>
              {([2, 3, 1] as const).map((s) => (
                <option key={s} value={s}>
                  {ScopeTypeLabel[s]}
                </option>
              ))}
            </select>
          </label>
        )}
        {search.tag && (
          <button
            type="button"
            className={chip(true)}
            onClick={() => onChange({ tag: '' })}
            title="取消标签筛选"
          >
            #{search.tag} ×
          </button>
        )}
      </div>
      {types && types.tags.length > 0 && !search.tag && (
        <fieldset className="flex flex-wrap items-center gap-2 text-xs" aria-label="常用标签">
          <span className="text-slate-400">常用标签</span>
          {types.tags.slice(0, 16).map((t) => (
            <button
              key={t.tag}
              type="button"
              className="text-slate-500 hover:text-brand-700"
              onClick={() => onChange({ tag: t.tag })}
            >
              #{t.tag}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
