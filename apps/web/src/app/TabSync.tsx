import { useCurrentTeam, useMessageQuantity, useMyInfo } from '@juzuo/api-client/react';
import { useEffect, useRef } from 'react';
import { PERMISSIONS_KEY, permissionStamp, shouldReloadForStorage, type TabIdentity } from './tabSync';

/** Delay before reloading: lets the other tab finish writing its other keys (token, expire). */
const RELOAD_DELAY_MS = 300;

/**
 * Multi-tab sync (spec 01 section 4): another tab changing the signed-in user or the current team
 * reloads this tab within 1 s, so no tab keeps acting as the old user or in the old team. A tab that
 * already shows that user and team (both tabs stored the server's current team at load) stays put.
 * The same goes for the user's permissions in the team once any tab has seen them change.
 */
export function TabSync() {
  const { data: user, isLoading: userLoading } = useMyInfo();
  const { data: team, isLoading: teamLoading, mutate: refetchTeam } = useCurrentTeam();
  const { data: unread } = useMessageQuantity();
  const known = useRef<TabIdentity>({ userId: null, teamId: null });
  const userId = user?.user_id ? String(user.user_id) : null;
  const teamId = team?.team_id ? String(team.team_id) : null;
  const stamp = userId && teamId && team ? permissionStamp(userId, teamId, team.my_permissions) : null;
  known.current = { userId, teamId, permissions: stamp, loading: userLoading || teamLoading };

  // Role and permission changes arrive as messages: a new one re-reads my permissions here.
  const lastUnread = useRef<number | null>(null);
  useEffect(() => {
    const count = unread?.quantity;
    if (count === undefined) return;
    if (lastUnread.current !== null && count > lastUnread.current) void refetchTeam();
    lastUnread.current = count;
  }, [unread?.quantity, refetchTeam]);

  // Tell the other tabs what this tab now shows; those showing other permissions reload.
  useEffect(() => {
    if (stamp && localStorage.getItem(PERMISSIONS_KEY) !== stamp)
      localStorage.setItem(PERMISSIONS_KEY, stamp);
  }, [stamp]);

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
