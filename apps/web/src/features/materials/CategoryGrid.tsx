import { MaterialCategory, materialTypeList } from '@juzuo/schemas';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { usePublicCall } from './usePublicCall';

/** The index: every category with its Chinese label, count and first second-level categories. */
export function CategoryGrid({ searchHref }: { searchHref: (params: Record<string, string>) => string }) {
  const types = usePublicCall(materialTypeList, {});
  if (!types.data) {
    return types.error ? (
      <p className="py-8 text-center text-sm text-slate-500">分类加载失败，请稍后重试。</p>
    ) : (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  const cats = types.data.list.filter((t) => t.cat1 !== MaterialCategory.ALL);
  return (
    <ul data-testid="material-categories" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {cats.map((t) => (
        <li key={t.cat1}>
          <Link
            to={searchHref({ cat1: t.cat1 })}
            data-testid={`material-category-${t.cat1}`}
            className="block h-full rounded-xl border border-slate-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40"
          >
            <span className="flex items-baseline justify-between">
              <span className="text-base font-semibold text-slate-900">{t.name}</span>
              <span className="text-xs text-slate-400">{t.count} 条</span>
            </span>
            <span className="mt-2 line-clamp-2 block text-xs text-slate-500">
              {t.children
                .slice(0, 5)
                .map((c) => c.cat2)
                .join(' · ') || '暂无二级分类'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
