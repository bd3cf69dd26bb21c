import type { TMaterialItem } from '@juzuo/schemas';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { MaterialCard } from './MaterialCard';
import { Pagination } from './Pagination';
import { pageCount } from './searchState';

/** Props of MaterialResults. */
export interface MaterialResultsProps {
  list: TMaterialItem[] | undefined;
  total: number;
  /** The API stopped counting at `total` (a very frequent word): shown as "2000+". */
  totalCapped?: boolean;
  /** A short list (the index's newest) shows no count and no pages. */
  brief?: boolean;
  loading: boolean;
  failed: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  hrefOf: (id: string) => string;
  /** What to say when nothing matched. */
  empty: ReactNode;
}

/** The result list with its loading, error and empty states and pagination. */
export function MaterialResults({
  list,
  total,
  totalCapped = false,
  brief = false,
  loading,
  failed,
  page,
  pageSize,
  onPage,
  hrefOf,
  empty,
}: MaterialResultsProps) {
  if (!list && loading) {
    return (
      <div className="flex justify-center py-16" data-testid="material-loading">
        <Spinner />
      </div>
    );
  }
  if (!list && failed) {
    return <p className="py-16 text-center text-sm text-slate-500">素材加载失败，请稍后重试。</p>;
  }
  if (!list || list.length === 0) {
    return (
      <div data-testid="material-empty" className="py-16 text-center text-sm text-slate-500">
        {empty}
      </div>
    );
  }
  return (
    <div aria-busy={loading || undefined} className={loading ? 'opacity-60 transition-opacity' : ''}>
      {!brief && (
        <p className="text-xs text-slate-400" data-testid="material-total">
          共 {total}
          {totalCapped ? '+' : ''} 条
        </p>
      )}
      <ul data-testid="material-list">
        {list.map((item) => (
          <MaterialCard key={item.id} item={item} href={hrefOf(item.id)} />
        ))}
      </ul>
      {!brief && <Pagination page={page} pages={pageCount(total, pageSize)} onPage={onPage} />}
    </div>
  );
}
