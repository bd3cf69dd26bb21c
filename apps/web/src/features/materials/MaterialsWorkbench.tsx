import type { TMaterialLibraryAbilities } from '@juzuo/schemas';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { CollectionsView } from './CollectionsView';
import { ManageActions } from './ManageActions';
import { MaterialDetailView } from './MaterialDetailView';
import { creatableScopes, MaterialForm } from './MaterialForm';
import { SearchBar } from './SearchBar';
import { SearchResults } from './SearchResults';
import { useMaterialSearch } from './useMaterialSearch';

const BASE = '/workBench/sucai';

/** The header of the library tab: a 新建素材 button when the list presents a library the caller may add to. */
function LibraryHeader({
  abilities,
  onCreated,
}: {
  abilities: TMaterialLibraryAbilities | undefined;
  onCreated: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const scopes = creatableScopes(abilities);
  if (scopes.length === 0) return null;
  return (
    <div className="flex items-center justify-between">
      <p className="text-xs text-slate-500">
        {abilities?.can_manage_official
          ? '你是官方素材管理员：可新建、编辑、发布或下架官方素材。'
          : '可在个人或团队素材库中新建素材。'}
      </p>
      <Button size="sm" data-testid="material-new" onClick={() => setOpen(true)}>
        新建素材
      </Button>
      {open && <MaterialForm open onClose={() => setOpen(false)} scopes={scopes} onSaved={onCreated} />}
    </div>
  );
}

/**
 * /workBench/sucai and /workBench/sucai/search (mMaterialCenter): the library with every visible scope,
 * the user's collections, and management. The URL holds the search, the tab and the open material.
 */
export function MaterialsWorkbench() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [search, change] = useMaterialSearch();
  const onSearchPage = pathname.startsWith(`${BASE}/search`);
  const detail = params.get('detail');
  const tab = params.get('tab') === 'collections' ? 'collections' : 'library';
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return `${pathname}?${next}`;
  };
  const hrefOf = (id: string) => withParam('detail', id);
  const onSearch = (keyword: string) => {
    if (onSearchPage) change({ keyword });
    else navigate(`${BASE}/search${keyword ? `?${new URLSearchParams({ keyword })}` : ''}`);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 p-6" data-testid="materials-workbench">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-lg font-semibold text-slate-900">{onSearchPage ? '素材搜索' : '素材中心'}</h1>
        {!onSearchPage && (
          <div role="tablist" className="flex gap-1 text-sm">
            {(
              [
                ['library', '素材库'],
                ['collections', '我的收藏'],
              ] as const
            ).map(([key, label]) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={tab === key}
                data-testid={`materials-tab-${key}`}
                onClick={() => navigate(`${BASE}${key === 'collections' ? '?tab=collections' : ''}`)}
                className={`rounded-lg px-3 py-1.5 ${tab === key ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`}
              >
                {label}
              </button>
            ))}
          </div>
        )}
        <div className="min-w-64 flex-1">
          <SearchBar compact keyword={onSearchPage ? search.keyword : ''} onSearch={onSearch} />
        </div>
      </div>
      {detail ? (
        <div className="flex flex-col gap-4">
          <div>
            <Button variant="link" onClick={() => navigate(withParam('detail', null))}>
              ← 返回列表
            </Button>
          </div>
          <MaterialDetailView
            id={detail}
            hrefOf={hrefOf}
            tagHref={(tag) => `${BASE}/search?${new URLSearchParams({ tag })}`}
            actions={(m) => (
              <ManageActions
                material={m}
                onDeleted={() => navigate(withParam('detail', null), { replace: true })}
              />
            )}
          />
        </div>
      ) : tab === 'collections' && !onSearchPage ? (
        <CollectionsView hrefOf={hrefOf} />
      ) : (
        <SearchResults
          hrefOf={hrefOf}
          showScope
          header={(abilities) => (
            <LibraryHeader abilities={abilities} onCreated={(id) => navigate(hrefOf(id))} />
          )}
        />
      )}
    </div>
  );
}
