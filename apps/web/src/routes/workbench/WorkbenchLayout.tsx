import { useCurrentTeam } from '@juzuo/api-client/react';
import { Suspense } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { deepestHandle } from '../../app/handle';
import { AppHeader } from '../../components/AppHeader';
import { NoPermission } from '../../components/NoPermission';
import { Spinner } from '../../components/Spinner';
import { hasPermission, workbenchLanding } from './nav';
import { WorkbenchNav } from './WorkbenchNav';

/** /workBench: header, permission-aware left menu, and the child page (or a no-permission notice). */
export function WorkbenchLayout() {
  const { data: team } = useCurrentTeam();
  const matches = useMatches();
  const permissions = team?.my_permissions;
  const needed = deepestHandle(matches, 'permission');
  const blocked = needed !== undefined && permissions !== undefined && !hasPermission(permissions, needed);
  return (
    <div className="flex h-screen flex-col bg-slate-50">
      <AppHeader />
      <div className="flex min-h-0 flex-1">
        <WorkbenchNav permissions={permissions} />
        <main className="min-w-0 flex-1 overflow-auto">
          {blocked && needed ? (
            <NoPermission permission={needed} />
          ) : (
            <Suspense
              fallback={
                <div className="grid h-64 place-items-center">
                  <Spinner />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          )}
        </main>
      </div>
    </div>
  );
}

/** /workBench itself: worksManage, or the first child the member may open. */
export function WorkbenchIndex() {
  const { data: team } = useCurrentTeam();
  // Without a team the session gate moves on (registerWelcome or noAuth); redirecting here as well
  // would race it.
  if (!team) {
    return (
      <div className="grid h-64 place-items-center">
        <Spinner />
      </div>
    );
  }
  return <Navigate to={`/workBench/${workbenchLanding(team?.my_permissions)}`} replace />;
}
