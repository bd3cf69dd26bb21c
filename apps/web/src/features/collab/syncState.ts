/** The three sync states the editor always shows. */
export type SyncState = 'synced' | 'local' | 'offline';

/** Labels of the sync states (spec: 已同步 / 仅保存在本地 / 离线). */
export const SYNC_LABEL: Record<SyncState, string> = {
  synced: '已同步',
  local: '仅保存在本地',
  offline: '离线',
};

/** What the sync badge is computed from. */
export interface SyncInputs {
  /** The relay connection is open and authenticated. */
  connected: boolean;
  /** The first sync with the relay finished on this connection. */
  synced: boolean;
  /** Updates sent and not yet acknowledged by the relay. */
  unsynced: number;
  /** Local edits were made since the relay last confirmed everything. */
  localEdits: boolean;
  /**
   * The user may only read: the relay drops whatever this copy holds that the server lacks (a
   * normalisation y-prosemirror wrote into IndexedDB, say), so pending changes mean nothing here.
   */
  readOnly?: boolean;
}

/**
 * 已同步 only when the relay holds everything; edits that live only in this browser's IndexedDB are
 * 仅保存在本地 (online but unacknowledged, or typed while disconnected); no relay and nothing
 * pending is 离线. A read-only user is 已同步 or 离线 (the badge says 只读 beside it).
 */
export function syncState({ connected, synced, unsynced, localEdits, readOnly }: SyncInputs): SyncState {
  // A reader is up to date once the relay's copy arrived; nothing of theirs is ever "only local".
  if (readOnly) return connected && synced ? 'synced' : 'offline';
  if (!connected) return localEdits ? 'local' : 'offline';
  if (!synced || unsynced > 0 || localEdits) return 'local';
  return 'synced';
}
