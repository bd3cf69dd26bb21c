import { PlatformLimits, StorageKeys } from '@juzuo/schemas';
import { useEffect } from 'react';

const WATCHED: string[] = [StorageKeys.userId, StorageKeys.teamId];

/**
 * Multi-tab sync (spec 01 section 4): another tab changing the signed-in user or the current team
 * reloads this tab within 1 s, so no tab keeps acting as the old user or in the old team.
 */
export function TabSync() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      // key null means localStorage.clear() in another tab: treat it as a sign-out.
      if (event.key !== null && !WATCHED.includes(event.key)) return;
      if (event.key !== null && event.oldValue === event.newValue) return;
      if (timer) return;
      // A short delay lets the other tab finish writing the rest of its keys (token, expire).
      timer = setTimeout(() => window.location.reload(), Math.min(300, PlatformLimits.multiTabReloadMs));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return null;
}
