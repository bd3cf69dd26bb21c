import { useCurrentTeam } from '@juzuo/api-client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

/** Props of AppHeader. */
export interface AppHeaderProps {
  /** Where the logo leads. */
  home?: string;
  /** Section name shown after the logo (e.g. AI创作). */
  section?: string;
  /** Extra controls before the user menu (team switcher and message bell come with the teams issue). */
  extra?: ReactNode;
}

/** Header of the signed-in areas: product, current team, user menu. */
export function AppHeader({ home = '/workBench', section, extra }: AppHeaderProps) {
  const { data: team } = useCurrentTeam();
  return (
    <header className="flex h-14 shrink-0 items-center gap-4 border-b border-slate-200 bg-white px-5">
      <Link to={home} aria-label="返回工作台">
        <Logo />
      </Link>
      {section && (
        <>
          <span aria-hidden="true" className="h-5 w-px bg-slate-200" />
          <span className="text-sm font-medium text-slate-700">{section}</span>
        </>
      )}
      {team?.team_name && (
        <span
          data-testid="current-team"
          className="hidden rounded-md bg-slate-100 px-2.5 py-1 text-xs text-slate-600 sm:inline"
        >
          {String(team.team_name)}
        </span>
      )}
      <div className="ml-auto flex items-center gap-2">
        {extra}
        <UserMenu />
      </div>
    </header>
  );
}
