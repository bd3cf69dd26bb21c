import type { TTeamAbilities } from '@juzuo/schemas';
import { NavLink } from 'react-router-dom';
import { DisabledWithReason } from '../../components/DisabledWithReason';
import { appHref } from '../../lib/config';
import { useTagGate } from '../../lib/tagGate';
import { mayOpen, menuSections, missingPermissionText, type WorkbenchChild } from './nav';

const ICONS: Record<string, string> = {
  worksManage: 'M4 5h16v14H4zM4 9h16M9 9v10',
  sucai: 'M5 4h10l4 4v12H5zM14 4v5h5',
  evaluate: 'M4 19h16M7 15v-4M12 15V7M17 15v-6',
  novelToScript: 'M4 6h7v12H4zM13 6h7v12h-7M9 12h6',
  ai: 'M12 3l2.5 5.5L20 11l-5.5 2.5L12 19l-2.5-5.5L4 11l5.5-2.5z',
  team: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6M2 20c0-3 3-5 6-5s6 2 6 5M16 15c3 0 6 2 6 5',
  templateLibray: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
};

function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-[18px] shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      aria-hidden="true"
    >
      <path d={ICONS[path] ?? ''} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ITEM = 'flex h-10 items-center gap-3 rounded-lg px-3 text-sm';

/**
 * Left menu of the workbench: the areas that work, then one 即将推出 section with the areas still
 * being built (each opens a page saying what it will do). A child whose permission is missing, or
 * whose special tag the user lacks (AI评估, 小说转剧本), stays visible but disabled with a tooltip
 * naming what is missing (spec 01 section 6). Until the team and the user load every item is shown
 * enabled.
 */
export function WorkbenchNav({ abilities }: { abilities: TTeamAbilities | undefined }) {
  const { built, coming } = menuSections();
  const tagGate = useTagGate();
  return (
    <nav
      aria-label="工作台导航"
      className="flex w-56 shrink-0 flex-col gap-1 border-r border-slate-200 bg-white p-3"
    >
      {built.map((child) => (
        <NavItem key={child.path} child={child} abilities={abilities} tagGate={tagGate} />
      ))}
      <section
        aria-labelledby="nav-coming"
        data-testid="nav-coming"
        className="mt-4 border-t border-slate-100 pt-3"
      >
        <h2 id="nav-coming" className="mb-1 px-3 text-xs font-medium text-slate-400">
          即将推出
        </h2>
        <div className="flex flex-col gap-1">
          {coming.map((child) => (
            <NavItem key={child.path} child={child} abilities={abilities} tagGate={tagGate} />
          ))}
        </div>
      </section>
    </nav>
  );
}

/** One menu entry: a link, the new-tab link of AI创作, or a disabled entry with its reason. */
function NavItem({
  child,
  abilities,
  tagGate,
}: {
  child: WorkbenchChild;
  abilities: TTeamAbilities | undefined;
  tagGate: (path: string) => string | null;
}) {
  const allowed = mayOpen(abilities, child);
  const reason = allowed ? tagGate(`/workBench/${child.path}`) : missingPermissionText(child.permission);
  // Areas still being built read quieter than the ones that work.
  const tone = child.built ? 'text-slate-600' : 'text-slate-500';
  if (reason) {
    return (
      <DisabledWithReason
        reason={reason}
        placement="right"
        className="w-full"
        testId={`nav-${child.path}`}
        buttonClassName={`${ITEM} w-full cursor-not-allowed text-slate-300`}
      >
        <Icon path={child.path} />
        {child.label}
      </DisabledWithReason>
    );
  }
  if (child.newTab) {
    // Spec: the ai child opens /aiWork in a new blank tab.
    return (
      <a
        href={appHref('aiWork')}
        target="_blank"
        rel="noreferrer"
        data-testid={`nav-${child.path}`}
        className={`${ITEM} ${tone} hover:bg-slate-100 hover:text-slate-900`}
      >
        <Icon path={child.path} />
        {child.label}
        <span aria-hidden="true" className="ml-auto text-xs text-slate-400">
          ↗
        </span>
        <span className="sr-only">（在新标签页打开）</span>
      </a>
    );
  }
  return (
    <NavLink
      to={`/workBench/${child.path}`}
      data-testid={`nav-${child.path}`}
      className={({ isActive }) =>
        `${ITEM} ${isActive ? 'bg-brand-50 font-medium text-brand-700' : `${tone} hover:bg-slate-100 hover:text-slate-900`}`
      }
    >
      <Icon path={child.path} />
      {child.label}
    </NavLink>
  );
}
