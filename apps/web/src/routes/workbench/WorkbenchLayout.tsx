import { useCurrentTeam } from '@juzuo/api-client/react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { deepestHandle } from '../../app/handle';
import { NoPermission } from '../../components/NoPermission';
import { SideNavShell, SuspenseOutlet } from '../../components/SideNavShell';
import { Spinner } from '../../components/Spinner';
import { TAG_GATE_TITLE, tagGateDetail, useTagGate } from '../../lib/tagGate';
import { hasPermission, workbenchLanding } from './nav';
import { WorkbenchNav } from './WorkbenchNav';

/** /workBench: header, permission-aware left menu, and the child page (or a no-permission notice). */
export function WorkbenchLayout() {
  const { data: team } = useCurrentTeam();
  const matches = useMatches();
  const tagReason = useTagGate()(useLocation().pathname);
  const permissions = team?.my_permissions;
  const needed = deepestHandle(matches, 'permission');
  const blocked = needed !== undefined && permissions !== undefined && !hasPermission(permissions, needed);
  return (
    <SideNavShell nav={<WorkbenchNav permissions={permissions} />}>
      {blocked && needed ? (
        <NoPermission permission={needed} />
      ) : tagReason ? (
        <NoPermission title={TAG_GATE_TITLE} detail={tagGateDetail(tagReason)} />
      ) : (
        <SuspenseOutlet />
      )}
    </SideNavShell>
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
