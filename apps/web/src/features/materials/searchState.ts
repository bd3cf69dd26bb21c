import {
  MaterialCategory,
  MaterialSort,
  type TMaterialCategory,
  type TMaterialSort,
  type TScopeType,
  ZMaterialCategory,
} from '@juzuo/schemas';

/** What a materials page shows; every field lives in the URL so a search is shareable and Back works. */
export interface MaterialSearch {
  keyword: string;
  cat1: TMaterialCategory;
  cat2: string;
  tag: string;
  sort: TMaterialSort;
  /** 1-based page. */
  page: number;
  /** Workbench only: one library (1 personal, 2 official, 3 team); null = every visible one. */
  scope: TScopeType | null;
}

/** Results per page on the materials pages. */
export const MATERIAL_PAGE_SIZE = 10;

/** The search of a page with nothing in its URL. */
export const EMPTY_SEARCH: MaterialSearch = {
  keyword: '',
  cat1: MaterialCategory.ALL,
  cat2: '',
  tag: '',
  sort: MaterialSort.COMP,
  page: 1,
  scope: null,
};

const SORTS = new Set<string>(Object.values(MaterialSort));
const SCOPES = new Set(['1', '2', '3']);

/** Reads a search from URL parameters; anything unknown or malformed falls back to the default. */
export function searchFromParams(params: URLSearchParams): MaterialSearch {
  const cat1 = ZMaterialCategory.safeParse(params.get('cat1'));
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const scope = params.get('scope') ?? '';
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    cat1: cat1.success ? cat1.data : MaterialCategory.ALL,
    cat2: (params.get('cat2') ?? '').trim(),
    tag: (params.get('tag') ?? '').trim(),
    sort: SORTS.has(sort) ? (sort as TMaterialSort) : MaterialSort.COMP,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    scope: SCOPES.has(scope) ? (Number(scope) as TScopeType) : null,
  };
}

/** URL parameters of a search; defaults are left out so links stay short and equal searches equal URLs. */
export function paramsFromSearch(search: MaterialSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set('keyword', search.keyword);
  if (search.cat1 !== MaterialCategory.ALL) params.set('cat1', search.cat1);
  if (search.cat2) params.set('cat2', search.cat2);
  if (search.tag) params.set('tag', search.tag);
  if (search.sort !== MaterialSort.COMP) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  if (search.scope !== null) params.set('scope', String(search.scope));
  return params;
}

/**
 * A new search from a change: changing what is searched goes back to page 1, and a new category drops
 * the second-level category that belonged to the old one.
 */
export function changeSearch(search: MaterialSearch, change: Partial<MaterialSearch>): MaterialSearch {
  const next = { ...search, ...change };
  if (change.cat1 !== undefined && change.cat1 !== search.cat1 && change.cat2 === undefined) next.cat2 = '';
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The list call's input for a search. */
export function listInput(search: MaterialSearch, pageSize = MATERIAL_PAGE_SIZE) {
  return {
    cat1: search.cat1,
    sort: search.sort,
    page_index: search.page,
    page_size: pageSize,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.cat2 ? { cat2: search.cat2 } : {}),
    ...(search.tag ? { tag: search.tag } : {}),
    ...(search.scope !== null ? { scope: search.scope } : {}),
  };
}

/** Pages needed for `total` results. */
export function pageCount(total: number, pageSize = MATERIAL_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
