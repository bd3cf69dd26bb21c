import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeSearch, type MaterialSearch, paramsFromSearch, searchFromParams } from './searchState';

/**
 * The page's search, read from and written to the URL: every change is a new history entry, so the
 * browser's Back returns to the previous search and a copied link opens the same results. Parameters
 * that are not the search's (the workbench's `detail`, `tab`) are kept or dropped as asked.
 */
export function useMaterialSearch(): [MaterialSearch, (change: Partial<MaterialSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<MaterialSearch>) => {
      const next = paramsFromSearch(changeSearch(search, change));
      const tab = params.get('tab');
      if (tab) next.set('tab', tab);
      setParams(next);
    },
    [search, params, setParams],
  );
  return [search, update];
}
