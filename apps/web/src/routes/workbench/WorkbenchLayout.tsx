import { useCurrentTeam } from '@juzuo/api-client/react';
import { useLocation, useMatches } from 'react-router-dom';
import { deepestHandle } from '../../app/handle';
import { LandingRedirect } from '../../components/LandingRedirect';
import { NoPermission } from '../../components/NoPermission';
import { SideNavShell, SuspenseOutlet } from '../../components/SideNavShell';
import { Spinner } from '../../components/Spinner';
import { TAG_GATE_TITLE, tagGateDetail, useTagGate } from '../../lib/tagGate';
import { mayOpen, workbenchLanding } from './nav';
import { WorkbenchNav } from './WorkbenchNav';

/** /workBench: header, permission-aware left menu, and the child page (or a no-permission notice). */
export function WorkbenchLayout() {
  const { data: team } = useCurrentTeam();
  const matches = useMatches();
  const tagReason = useTagGate()(useLocation().pathname);
  const abilities = team?.abilities;
  const ability = deepestHandle(matches, 'ability');
  const needed = deepestHandle(matches, 'permission');
  const blocked = ability !== undefined && !mayOpen(abilities, { ability });
  return (
    <SideNavShell nav={<WorkbenchNav abilities={abilities} />}>
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
  return <LandingRedirect to={`/workBench/${workbenchLanding(team?.abilities)}`} />;
}
