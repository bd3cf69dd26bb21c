import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from './Logo';
import { MessageBell } from './MessageBell';
import { TeamSwitcher } from './TeamSwitcher';
import { UserMenu } from './UserMenu';

/** Props of AppHeader. */
export interface AppHeaderProps {
  /** Where the logo leads. */
  home?: string;
  /** Section name shown after the logo (e.g. AI创作). */
  section?: string;
  /** Extra controls between the message bell and the user menu. */
  extra?: ReactNode;
}

/** Header of the signed-in areas: product, team switcher, message bell, user menu. */
export function AppHeader({ home = '/workBench', section, extra }: AppHeaderProps) {
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
      <TeamSwitcher />
      <div className="ml-auto flex items-center gap-2">
        <MessageBell />
        {extra}
        <UserMenu />
      </div>
    </header>
  );
}
