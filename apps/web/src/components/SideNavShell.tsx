import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader';
import { Spinner } from './Spinner';

/** Props of SideNavShell. */
export interface SideNavShellProps {
  /** Section name shown in the header next to the logo. */
  section?: string;
  /** The left menu (each area has its own). */
  nav: ReactNode;
  /** The page area, usually <SuspenseOutlet />. */
  children: ReactNode;
}

/** Full-height area page of the workbench, a work and AI creation: header, left menu, page. */
export function SideNavShell({ section, nav, children }: SideNavShellProps) {
  return (
    <div className="flex h-screen flex-col bg-slate-50">
      <AppHeader section={section} />
      <div className="flex min-h-0 flex-1">
        {nav}
        <main className="min-w-0 flex-1 overflow-auto">{children}</main>
      </div>
    </div>
  );
}

/** The child route, with a spinner while its lazily loaded page arrives. */
export function SuspenseOutlet() {
  return (
    <Suspense
      fallback={
        <div className="grid h-64 place-items-center">
          <Spinner />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
