import { materialList } from '@juzuo/schemas';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PublicShell } from '../../components/PublicShell';
import { CategoryGrid } from '../../features/materials/CategoryGrid';
import { MaterialDetailView } from '../../features/materials/MaterialDetailView';
import { MaterialResults } from '../../features/materials/MaterialResults';
import { SearchBar } from '../../features/materials/SearchBar';
import { SearchResults } from '../../features/materials/SearchResults';
import { useMaterialSearch } from '../../features/materials/useMaterialSearch';
import { usePublicCall } from '../../features/materials/usePublicCall';

const detailHref = (id: string) => `/sucai/detail/${encodeURIComponent(id)}`;
const searchHref = (params: Record<string, string>) => `/sucai/search?${new URLSearchParams(params)}`;

/** The newest materials under the index's categories. */
function Newest() {
  const list = usePublicCall(materialList, { cat1: 'all', sort: 'NEW', page_index: 1, page_size: 6 });
  return (
    <MaterialResults
      list={list.data?.list}
      total={list.data?.total ?? 0}
      brief
      loading={list.isLoading}
      failed={!!list.error}
      page={1}
      pageSize={6}
      onPage={() => undefined}
      hrefOf={detailHref}
      empty="素材库还是空的。"
    />
  );
}

/** Public materials centre (spec 01 section 2.1): index, search and detail, with the search bar on each. */
export function SucaiPage() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const navigate = useNavigate();
  const [search, change] = useMaterialSearch();
  const onSearchPage = pathname.startsWith('/sucai/search');
  const onSearch = (keyword: string) => {
    // From the index or a detail the search opens the search page; on it, the URL's search changes.
    if (onSearchPage) change({ keyword });
    else navigate(keyword ? searchHref({ keyword }) : '/sucai/search');
  };
  return (
    <PublicShell>
      <div className="border-b border-slate-100 bg-slate-50 py-6">
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-6">
          <nav aria-label="面包屑" className="text-xs text-slate-500">
            <Link to="/sucai" className="hover:text-brand-700">
              素材中心
            </Link>
            {onSearchPage && <span> / 搜索</span>}
            {id && <span> / 详情</span>}
          </nav>
          <SearchBar keyword={onSearchPage ? search.keyword : ''} onSearch={onSearch} />
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-6 py-8">
        {id ? (
          <MaterialDetailView id={id} hrefOf={detailHref} tagHref={(tag) => searchHref({ tag })} />
        ) : onSearchPage ? (
          <SearchResults hrefOf={detailHref} />
        ) : (
          <div className="flex flex-col gap-10">
            <section aria-labelledby="sucai-cats">
              <h1 id="sucai-cats" className="mb-4 text-xl font-semibold text-slate-900">
                素材分类
              </h1>
              <CategoryGrid searchHref={searchHref} />
            </section>
            <section aria-labelledby="sucai-new">
              <h2 id="sucai-new" className="mb-2 text-lg font-semibold text-slate-900">
                最新素材
              </h2>
              <Newest />
            </section>
          </div>
        )}
      </div>
    </PublicShell>
  );
}
