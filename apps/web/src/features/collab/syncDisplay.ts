import type { SyncState } from './syncState';

/** How long an online edit may wait for the relay's acknowledgement before the badge says so. */
export const LOCAL_AFTER_MS = 1000;

/**
 * What the badge shows as the sync state changes. Online, every keystroke is 仅保存在本地 for the few
 * milliseconds until the relay acknowledges it; showing that would flip the badge twice per keystroke
 * (two extra frames on the typing path, and a flicker). So 已同步 turns into 仅保存在本地 only when the
 * edit is still unacknowledged after LOCAL_AFTER_MS (it is in this browser's IndexedDB meanwhile);
 * every other change (to 已同步, to 离线, from 离线) shows at once. Answers the function that takes
 * each new state, and one that cancels a pending change.
 */
export function followSyncState(
  show: (state: SyncState) => void,
  current: () => SyncState,
  delayMs = LOCAL_AFTER_MS,
): { follow(state: SyncState): void; cancel(): void } {
  let shown: SyncState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const display = (state: SyncState) => {
    if (state === shown) return;
    shown = state;
    show(state);
  };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    follow(state) {
      if (state === 'local' && shown === 'synced') {
        timer ??= setTimeout(() => {
          timer = undefined;
          display(current());
        }, delayMs);
        return;
      }
      cancel();
      display(state);
    },
    cancel,
  };
}
