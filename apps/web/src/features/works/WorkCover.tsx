import { ProjectTypeLabel, type TProjectType } from '@juzuo/schemas';
import { useId } from 'react';
import { type CoverArt, coverArt } from './coverArt';
import type { WorkSummary } from './model';

/** The kind's motif, drawn faintly over the gradient (viewBox 90 x 120). */
function Motif({ kind, ink }: { kind: TProjectType; ink: string }) {
  const line = { stroke: ink, strokeOpacity: 0.16, strokeWidth: 1.2, fill: 'none' } as const;
  switch (kind) {
    case 'SCRIPT':
      // Ruled manuscript lines with a scene heading and dialogue indents.
      return (
        <g {...line} strokeLinecap="round">
          <path d="M14 18h40M14 26h58M22 34h46M22 42h38M14 92h56M22 100h44M22 108h30" />
        </g>
      );
    case 'CARTOON':
      // Comic panels.
      return (
        <g {...line}>
          <rect x="8" y="8" width="34" height="30" rx="2" />
          <rect x="48" y="8" width="34" height="30" rx="2" />
          <rect x="8" y="84" width="74" height="28" rx="2" />
        </g>
      );
    case 'ANIMATION':
      // A film strip down both edges.
      return (
        <g fill={ink} fillOpacity={0.14}>
          {[6, 22, 38, 54, 70, 86, 102].map((y) => (
            <g key={y}>
              <rect x="4" y={y} width="6" height="9" rx="1.5" />
              <rect x="80" y={y} width="6" height="9" rx="1.5" />
            </g>
          ))}
        </g>
      );
    default:
      // Branching story nodes.
      return (
        <g {...line}>
          <path d="M45 14v12M45 26l-22 12M45 26l22 12M23 38v58M67 38l-10 58M67 38l10 58" />
          <g fill={ink} fillOpacity={0.16} stroke="none">
            <circle cx="45" cy="14" r="4" />
            <circle cx="23" cy="38" r="4" />
            <circle cx="67" cy="38" r="4" />
            <circle cx="23" cy="100" r="4" />
            <circle cx="57" cy="100" r="4" />
            <circle cx="77" cy="100" r="4" />
          </g>
        </g>
      );
  }
}

/** The generated placeholder: gradient and motif from the work's name and kind, its initials, its kind. */
function PlaceholderCover({ art, label, className }: { art: CoverArt; label: string; className: string }) {
  const gradient = useId();
  const two = art.initials.length > 1;
  return (
    <svg
      viewBox="0 0 90 120"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      data-testid="cover-placeholder"
      className={className}
    >
      <defs>
        <linearGradient id={gradient} gradientTransform={`rotate(${art.angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="90" height="120" fill={`url(#${gradient})`} />
      <Motif kind={art.kind} ink={art.ink} />
      <text
        x="45"
        y="66"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={art.ink}
        fontSize={two ? 24 : 30}
        fontWeight="600"
        letterSpacing={two ? 1 : 0}
      >
        {art.initials}
      </text>
    </svg>
  );
}

/** A work's cover image, or its generated placeholder until a cover is chosen. */
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
    <PlaceholderCover
      art={coverArt(name, projectType)}
      label={`${ProjectTypeLabel[projectType]}作品 ${name}（未设置封面）`}
      className={`block ${className}`}
    />
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
