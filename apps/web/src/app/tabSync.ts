import { StorageKeys } from '@juzuo/schemas';

/** Who this tab is acting as: the user and team its own data was loaded for. */
export interface TabIdentity {
  userId: string | null;
  teamId: string | null;
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
  if (key !== StorageKeys.userId && key !== StorageKeys.teamId) return false;
  const next = newValue || null;
  if ((oldValue || null) === next) return false;
  const mine = key === StorageKeys.userId ? known.userId : known.teamId;
  return mine !== next;
}
