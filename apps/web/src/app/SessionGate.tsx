import { ApiError } from '@juzuo/api-client';
import { useCurrentTeam, useMyInfo } from '@juzuo/api-client/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { liveAppPath } from '../lib/config';
import { needsTeam } from '../routes/access';
import { decideTeamFailure, REGISTER_WELCOME, registerWelcomeLocation } from '../routes/guard';
import { toast } from '../stores/toast';

/** Message shown when the current team cannot be fetched (spec 01 section 2.5). */
export const TEAM_FAILURE_MESSAGE = '获取团队信息失败';

/**
 * Loads user info and team info for a signed-in visitor on entry (the SWR hooks share the cache with
 * every page) and applies the team failure rules: 7007 -> registerWelcome, anything else -> /noAuth
 * after 2 s with the message.
 */
export function SessionGate() {
  useMyInfo();
  const team = useCurrentTeam();
  const location = useLocation();
  const navigate = useNavigate();
  // While a refetch is on its way the cached error may be the answer from before a join or a team
  // creation: act only on a settled one.
  const error = team.isValidating ? undefined : (team.error as unknown);
  const pathNeedsTeam = needsTeam(location.pathname);

  // The pathname is a dependency on purpose: the error stays cached, and every navigation into a
  // team-only page (e.g. the jump to /workBench right after sign-in) must be caught again.
  useEffect(() => {
    if (!error) return;
    const status = error instanceof ApiError ? error.status : undefined;
    const action = decideTeamFailure(status, pathNeedsTeam);
    if (action.type === 'registerWelcome') {
      // The API client's 7007 event may have moved on already (ApiEventBridge): go once.
      if (liveAppPath().pathname === REGISTER_WELCOME) return;
      navigate(registerWelcomeLocation(location.pathname + location.search), { replace: true });
      return;
    }
    // 'offline': the call got no answer; the page stays and the offline banner says why.
    if (action.type === 'noAuth') {
      toast.error(TEAM_FAILURE_MESSAGE);
      const timer = setTimeout(
        () => navigate('/noAuth', { replace: true, state: { message: TEAM_FAILURE_MESSAGE } }),
        action.delayMs,
      );
      return () => clearTimeout(timer);
    }
  }, [error, pathNeedsTeam, navigate, location.pathname, location.search]);
  return null;
}
