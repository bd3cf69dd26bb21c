import type { ReactNode } from 'react';

/** Props of ComingSoon. */
export interface ComingSoonProps {
  /** Name of the area, e.g. 作品管理. */
  area: string;
  /** One line on what the area will do. */
  summary: string;
  children?: ReactNode;
}

/** Empty state of an area a later issue builds: says what it is and what it will do. */
export function ComingSoon({ area, summary, children }: ComingSoonProps) {
  return (
    <section
      data-testid="coming-soon"
      aria-label={area}
      className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center"
    >
      <div className="mb-6 grid size-20 place-items-center rounded-2xl bg-brand-50 ring-1 ring-brand-100">
        <svg
          viewBox="0 0 24 24"
          className="size-10 text-brand-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <path d="M4 19.5V6a2 2 0 0 1 2-2h9l5 5v10.5a.5.5 0 0 1-.5.5h-15a.5.5 0 0 1-.5-.5Z" />
          <path d="M14 4v5h5M8 13h8M8 16.5h5" strokeLinecap="round" />
        </svg>
      </div>
      <h1 className="text-xl font-semibold text-slate-900">{area}</h1>
      <p className="mt-2 inline-flex items-center rounded-full bg-amber-50 px-3 py-0.5 text-xs font-medium text-amber-700 ring-1 ring-amber-200">
        该功能即将上线
      </p>
      <p className="mt-4 text-sm leading-6 text-slate-500">{summary}</p>
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
