import { ProjectTypeLabel, type TProjectType } from '@juzuo/schemas';
import type { WorkSummary } from './model';

const TINT: Record<TProjectType, string> = {
  SCRIPT: 'from-indigo-100 to-sky-50 text-indigo-500',
  CARTOON: 'from-amber-100 to-rose-50 text-amber-600',
  ANIMATION: 'from-fuchsia-100 to-violet-50 text-fuchsia-500',
  GAME: 'from-emerald-100 to-teal-50 text-emerald-600',
};

/** A work's cover image, or a tinted placeholder with the first character of its name. */
export function WorkCover({
  url,
  name,
  projectType,
  className = '',
}: {
  url: string | null;
  name: string;
  projectType: TProjectType;
  className?: string;
}) {
  if (url) {
    return <img src={url} alt={`${name} 封面`} className={`object-cover ${className}`} loading="lazy" />;
  }
  return (
    <div
      role="img"
      aria-label={`${ProjectTypeLabel[projectType]}作品 ${name}`}
      className={`grid place-items-center bg-gradient-to-br ${TINT[projectType]} ${className}`}
    >
      <span className="text-3xl font-semibold">{name.slice(0, 1)}</span>
    </div>
  );
}

/** The cover of a listed work; by default the small one of list rows. */
export function SummaryCover({
  work,
  className = 'h-12 w-9 shrink-0 rounded',
}: {
  work: WorkSummary;
  className?: string;
}) {
  return (
    <WorkCover url={work.coverUrl} name={work.name} projectType={work.projectType} className={className} />
  );
}
