import { MaterialCategoryLabel, ScopeTypeLabel, type TMaterialItem } from '@juzuo/schemas';
import { Link } from 'react-router-dom';
import { Highlight } from './Highlight';

/** One result: highlighted title and snippet, category, tags, library and counts. */
export function MaterialCard({ item, href }: { item: TMaterialItem; href: string }) {
  return (
    <li
      data-testid="material-item"
      data-id={item.id}
      className="border-b border-slate-100 py-4 last:border-0"
    >
      <Link to={href} className="group block">
        <h3
          className="text-base font-medium text-slate-900 group-hover:text-brand-700"
          data-testid="material-title"
        >
          <Highlight text={item.title} marks={item.title_marks} />
        </h3>
        <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">
          <Highlight text={item.snippet} marks={item.snippet_marks} />
        </p>
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
        <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
          {MaterialCategoryLabel[item.cat1]}
        </span>
        {item.cat2 && <span className="rounded bg-slate-100 px-1.5 py-0.5">{item.cat2}</span>}
        {item.scope !== 2 && (
          <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-700">
            {ScopeTypeLabel[item.scope]}
          </span>
        )}
        {item.scope === 2 && !item.published && (
          <span className="rounded bg-amber-50 px-1.5 py-0.5 text-amber-700">未发布</span>
        )}
        {item.tags.slice(0, 5).map((t) => (
          <span key={t}>#{t}</span>
        ))}
        <span className="ml-auto">
          浏览 {item.view_count} · 收藏 {item.collect_count}
        </span>
      </div>
    </li>
  );
}
