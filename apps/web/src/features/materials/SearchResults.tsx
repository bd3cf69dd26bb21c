import { materialList, type TMaterialLibraryAbilities } from '@juzuo/schemas';
import type { ReactNode } from 'react';
import { MaterialFilters } from './MaterialFilters';
import { MaterialResults } from './MaterialResults';
import { listInput, MATERIAL_PAGE_SIZE } from './searchState';
import { useMaterialSearch } from './useMaterialSearch';
import { usePublicCall } from './usePublicCall';

/** Filters and results of the search in the URL; `header` receives the library abilities the list presents. */
export function SearchResults({
  hrefOf,
  showScope = false,
  header,
}: {
  hrefOf: (id: string) => string;
  showScope?: boolean;
  header?: (abilities: TMaterialLibraryAbilities | undefined) => ReactNode;
}) {
  const [search, change] = useMaterialSearch();
  const list = usePublicCall(materialList, listInput(search), { keepPreviousData: true });
  const filtered =
    search.keyword || search.cat1 !== 'all' || search.cat2 || search.tag || search.scope !== null;
  return (
    <div className="flex flex-col gap-4">
      {header?.(list.data?.abilities)}
      <MaterialFilters search={search} onChange={change} showScope={showScope} />
      <MaterialResults
        list={list.data?.list}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.total_capped ?? false}
        loading={list.isLoading || list.isValidating}
        failed={!!list.error}
        page={search.page}
        pageSize={MATERIAL_PAGE_SIZE}
        onPage={(page) => {
          change({ page });
          window.scrollTo({ top: 0 });
        }}
        hrefOf={hrefOf}
        empty={
          search.keyword ? (
            <>
              没有找到与「<span className="text-slate-800">{search.keyword}</span>」相关的素材
              {filtered && '，试试换个关键词或放宽筛选条件'}。
            </>
          ) : (
            '这里还没有素材。'
          )
        }
      />
    </div>
  );
}
