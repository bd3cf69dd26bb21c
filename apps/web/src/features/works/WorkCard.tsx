import { LengthTypeLabel, MediaTypeLabel, ProjectTypeLabel } from '@juzuo/schemas';
import { Link } from 'react-router-dom';
import { formatTime, kindLine, type WorkSummary, workHref } from './model';
import { SummaryCover } from './WorkCover';
import { type WorkAction, WorkMenu } from './WorkMenu';

/** Props of the two presentations of a work. */
export interface WorkItemProps {
  work: WorkSummary;
  onAction: (a: WorkAction) => void;
}

/** The work's name, linking to the work. */
function WorkNameLink({ work, className }: { work: WorkSummary; className: string }) {
  return (
    <Link to={workHref(work)} data-testid="work-name" className={className}>
      {work.name}
    </Link>
  );
}

/** A work in the grid view. */
export function WorkCard({ work, onAction }: WorkItemProps) {
  return (
    <article
      data-testid="work-item"
      data-work-id={work.id}
      className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <Link to={workHref(work)} tabIndex={-1} aria-hidden="true">
        <SummaryCover work={work} className="aspect-[3/4] w-full" />
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <div className="flex items-start gap-2">
          <WorkNameLink
            work={work}
            className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 hover:text-brand-600"
          />
          <WorkMenu name={work.name} abilities={work.abilities} onAction={onAction} />
        </div>
        <p data-testid="work-kind" className="text-xs text-slate-500">
          {kindLine(work)}
        </p>
        {work.tags.length > 0 && (
          <div className="flex flex-wrap gap-1">
            {work.tags.slice(0, 3).map((t) => (
              <span key={t} className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600">
                {t}
              </span>
            ))}
          </div>
        )}
        <p className="mt-auto pt-1 text-[11px] text-slate-400">更新于 {formatTime(work.updatedAt)}</p>
      </div>
    </article>
  );
}

/** A work in the list view (one table row). */
export function WorkRow({ work, onAction }: WorkItemProps) {
  return (
    <tr
      data-testid="work-item"
      data-work-id={work.id}
      className="border-t border-slate-100 hover:bg-slate-50"
    >
      <td className="py-2 pl-4">
        <div className="flex items-center gap-3">
          <SummaryCover work={work} />
          <div className="min-w-0">
            <WorkNameLink
              work={work}
              className="block truncate text-sm font-medium text-slate-900 hover:text-brand-600"
            />
            {work.intro && <p className="truncate text-xs text-slate-500">{work.intro}</p>}
          </div>
        </div>
      </td>
      <td className="text-sm text-slate-600">{ProjectTypeLabel[work.projectType]}</td>
      <td className="text-sm text-slate-600">{MediaTypeLabel[work.mediaType]}</td>
      <td className="text-sm text-slate-600">{LengthTypeLabel[work.lengthType]}</td>
      <td className="text-sm text-slate-600">{work.tags.join('、')}</td>
      <td className="text-xs text-slate-500">{formatTime(work.updatedAt)}</td>
      <td className="pr-3 text-right">
        <WorkMenu name={work.name} abilities={work.abilities} onAction={onAction} />
      </td>
    </tr>
  );
}
