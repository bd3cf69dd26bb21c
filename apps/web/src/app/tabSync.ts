import { StorageKeys } from '@juzuo/schemas';

/** Who this tab is acting as: the user and team its own data was loaded for. */
export interface TabIdentity {
  userId: string | null;
  teamId: string | null;
  /** permissionStamp() of the permissions this tab shows, or null before the team loads. */
  permissions?: string | null;
  /** True while this signed-in tab still waits for its own user or team (first load). */
  loading?: boolean;
}

/**
 * Storage key holding the permission stamp the latest tab loaded. A tab that learns that the user's
 * permissions in the current team changed (a reload, a refocus, a new role message) writes it, and
 * the other tabs of that user and team reload, so none keeps offering what was taken away.
 */
export const PERMISSIONS_KEY = 'jz_permissions';

/** A comparable stamp of the user's permissions in a team. */
export function permissionStamp(userId: string, teamId: string, permissions: readonly string[]): string {
  return `${userId}|${teamId}|${[...permissions].sort().join(',')}`;
}

/**
 * Decides, when another tab changes a storage key, whether this tab must reload: only a change of
 * the signed-in user or the current team counts, and not when this tab already shows the new value
 * (on first load every tab stores the server's current team, which must not make the others reload).
 * Decided at event time: later writes (e.g. a refetch storing the server's team again) must not
 * cancel a reload another tab asked for.
 */
export function shouldReloadForStorage(
  key: string | null,
  oldValue: string | null,
  newValue: string | null,
  known: TabIdentity,
): boolean {
  // key null: localStorage.clear() in another tab, i.e. signed out there.
  if (key === null) return known.userId !== null;
  if (key === PERMISSIONS_KEY) {
    const mine = known.permissions ?? null;
    if (!newValue || !mine || newValue === mine) return false;
    // Only a stamp of the same user and team counts; a switch reloads through the keys below.
    return newValue.startsWith(`${known.userId}|${known.teamId}|`);
  }
  if (key !== StorageKeys.userId && key !== StorageKeys.teamId) return false;
  const next = newValue || null;
  if ((oldValue || null) === next) return false;
  if (key === StorageKeys.teamId && known.teamId === null && (known.loading ?? known.userId !== null)) {
    // Signed in but this tab's user or team is still loading: it will show the server's current team,
    // which the other tab changed before storing it, so a reload would only start the same load again.
    // (Two tabs opened at once both store the server's team; neither must reload the other.)
    return false;
  }
  const mine = key === StorageKeys.userId ? known.userId : known.teamId;
  return mine !== next;
}
