import { useCall } from '@juzuo/api-client/react';
import {
  gameResourceCategoryList,
  gameResourceList,
  ResourceSource,
  ResourceSourceLabel,
  ResourceType,
  ResourceTypeLabel,
  type TResourceSource,
  type TResourceType,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { CategoryList } from './CategoryList';
import { ResourceCard } from './ResourceCard';
import { UploadResource } from './UploadResource';

const TYPES = Object.values(ResourceType);
const SOURCES = Object.values(ResourceSource);

/**
 * /workDetail/{id}/GAME/gameMediaLibrary: the work's game resources by type, category and source,
 * with previews; upload (15000 asks 重名资源将被覆盖), rename, move, delete and categories. What the
 * caller may change comes from the list's abilities.
 */
export function MediaLibraryPage({ workId }: { workId: string }) {
  const [type, setType] = useState<TResourceType>('IMAGE');
  const [source, setSource] = useState<TResourceSource>('ALL');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useCall(gameResourceCategoryList, { project_id: workId, resource_type: type });
  const categoryList = categories.data?.list ?? [];
  // A category deleted meanwhile falls back to all of this type.
  const category = categoryList.find((c) => c.category_id === categoryId) ?? null;
  const resources = useCall(gameResourceList, {
    project_id: workId,
    resource_type: type,
    source,
    ...(category ? { category_id: category.category_id } : {}),
  });
  const list = resources.data?.list ?? [];
  const canWrite = resources.data?.abilities.can_write ?? false;
  const filtered = source !== 'ALL' || category !== null;

  return (
    <div className="flex h-full min-h-0" data-testid="media-library" data-can-write={canWrite}>
      <CategoryList
        workId={workId}
        type={type}
        categories={categoryList}
        selected={category?.category_id ?? null}
        onSelect={setCategoryId}
        canWrite={canWrite}
      />
      <section className="flex min-w-0 flex-1 flex-col bg-slate-50">
        <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-5 py-3">
          <div role="tablist" aria-label="资源类型" className="flex rounded-lg bg-slate-100 p-0.5">
            {TYPES.map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={t === type}
                data-testid={`resource-type-${t}`}
                onClick={() => {
                  setType(t);
                  setCategoryId(null);
                }}
                className={`rounded-md px-3 py-1 text-sm ${
                  t === type
                    ? 'bg-white font-medium text-slate-900 shadow-sm'
                    : 'text-slate-500 hover:text-slate-800'
                }`}
              >
                {ResourceTypeLabel[t]}
              </button>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-500">
            来源
            <select
              data-testid="resource-source"
              value={source}
              onChange={(e) => setSource(e.target.value as TResourceSource)}
              className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-700"
            >
              {SOURCES.map((s) => (
                <option key={s} value={s}>
                  {ResourceSourceLabel[s]}
                </option>
              ))}
            </select>
          </label>
          <span className="ml-auto text-xs text-slate-400" data-testid="resource-count">
            {resources.data ? `共 ${list.length} 个` : ''}
          </span>
          {canWrite && (
            <UploadResource workId={workId} type={type} categoryId={category?.category_id ?? null} />
          )}
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto p-5">
          {resources.error && !resources.data ? (
            <p data-testid="resources-failed" className="py-16 text-center text-sm text-slate-500">
              素材读取失败，请稍后刷新页面。
            </p>
          ) : !resources.data ? (
            <div className="grid h-40 place-items-center">
              <Spinner />
            </div>
          ) : list.length === 0 ? (
            <div data-testid="resources-empty" className="py-16 text-center">
              <p className="text-sm text-slate-500">
                {filtered
                  ? `没有符合筛选条件的${ResourceTypeLabel[type]}。`
                  : `还没有${ResourceTypeLabel[type]}素材。`}
              </p>
              <p className="mt-1 text-xs text-slate-400">
                {canWrite
                  ? '点击右上角「上传」添加，节点即可从素材库选用。'
                  : '有写作权限的成员上传后会显示在这里。'}
              </p>
            </div>
          ) : (
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-4">
              {list.map((r) => (
                <ResourceCard
                  key={r.resource_id}
                  resource={r}
                  categories={categoryList}
                  canWrite={canWrite}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
