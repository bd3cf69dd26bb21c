import { type SyncState, syncState } from './syncState';

/** The provider facts the sync badge reads (HocuspocusProvider has them). */
export interface ProviderSyncView {
  readonly isAuthenticated: boolean;
  readonly isSynced: boolean;
  readonly unsyncedChanges: number;
}

/**
 * The sync badge's inputs as the provider's events change them: whether the socket is open, and
 * whether local edits were made that the relay has not confirmed yet.
 */
export class SyncTracker {
  private connected = false;
  private localEdits = false;
  private readOnly = false;

  constructor(private readonly provider: ProviderSyncView) {}

  /** The socket opened or closed. */
  connection(open: boolean): void {
    this.connected = open;
  }

  /**
   * The user may only read (the relay's answer, or before it the page's hint and the last answer):
   * a reader's copy is 已同步 or 离线, never 仅保存在本地.
   */
  readOnlyAccess(readOnly: boolean): void {
    this.readOnly = readOnly;
  }

  /** A local edit (not text from the relay or from IndexedDB). */
  localEdit(): void {
    this.localEdits = true;
  }

  /** The relay synced or acknowledged: local edits are safe once nothing is pending on an open socket. */
  acknowledged(): void {
    if (this.connected && this.provider.isSynced && this.provider.unsyncedChanges === 0)
      this.localEdits = false;
  }

  /** The state the badge shows now. */
  state(): SyncState {
    return syncState({
      connected: this.connected && this.provider.isAuthenticated,
      synced: this.provider.isSynced,
      unsynced: this.provider.unsyncedChanges,
      localEdits: this.localEdits,
      readOnly: this.readOnly,
    });
  }
}
