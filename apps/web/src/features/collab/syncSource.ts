import type { SyncState } from './syncState';

/**
 * The sync state as a small observable instead of React state: every keystroke flips it (a local
 * edit, then the relay's acknowledgement), and a React commit while the focus is in a long script is
 * slow (React reads and restores the editor's selection around every commit). The badge follows it
 * by writing its own few DOM attributes.
 */
export interface SyncSource {
  get(): SyncState;
  /** Calls `listener` on every change (not on a set to the same state); answers how to stop. */
  subscribe(listener: (state: SyncState) => void): () => void;
}

/** A sync source its owner (useYDocument) sets. */
export interface SyncSourceWriter extends SyncSource {
  set(state: SyncState): void;
}

export function syncSource(initial: SyncState): SyncSourceWriter {
  let current = initial;
  const listeners = new Set<(state: SyncState) => void>();
  return {
    get: () => current,
    set(state) {
      if (state === current) return;
      current = state;
      for (const listener of [...listeners]) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
