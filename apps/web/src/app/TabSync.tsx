import { useCurrentTeam, useMyInfo } from '@juzuo/api-client/react';
import { useEffect, useRef } from 'react';
import { shouldReloadForStorage, type TabIdentity } from './tabSync';

/** Delay before reloading: lets the other tab finish writing its other keys (token, expire). */
const RELOAD_DELAY_MS = 300;

/**
 * Multi-tab sync (spec 01 section 4): another tab changing the signed-in user or the current team
 * reloads this tab within 1 s, so no tab keeps acting as the old user or in the old team. A tab that
 * already shows that user and team (both tabs stored the server's current team at load) stays put.
 */
export function TabSync() {
  const { data: user } = useMyInfo();
  const { data: team } = useCurrentTeam();
  const known = useRef<TabIdentity>({ userId: null, teamId: null });
  known.current = {
    userId: user?.user_id ? String(user.user_id) : null,
    teamId: team?.team_id ? String(team.team_id) : null,
  };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (timer || !shouldReloadForStorage(event.key, event.oldValue, event.newValue, known.current)) return;
      timer = setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return null;
}
