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

/** The timer functions the coalescer uses (the browser's by default; tests pass fakes). */
export interface FrameTimers {
  requestAnimationFrame(fn: () => void): number;
  cancelAnimationFrame(id: number): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const browserTimers: FrameTimers = {
  requestAnimationFrame: (fn) => requestAnimationFrame(fn),
  cancelAnimationFrame: (id) => cancelAnimationFrame(id),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** A hidden tab runs no animation frames; this bounds how late a scheduled run can be. */
export const HIDDEN_TAB_FALLBACK_MS = 250;

/** Runs `run` once after the next frame, however often it is scheduled until then. */
export interface FrameCoalescer {
  schedule(): void;
  /** Drops a scheduled run for good (the document closed). */
  dispose(): void;
}

/**
 * Every keystroke changes the sync inputs twice (a local update, then the relay's ack a moment
 * later). Running once after the next frame shows the same state without a React commit on the
 * keystroke's path (a commit reads the selection of the focused editor: slow in a long script), and
 * an ack that arrives within the frame costs no commit at all.
 */
export function frameCoalescer(run: () => void, timers: FrameTimers = browserTimers): FrameCoalescer {
  let pending = false;
  let disposed = false;
  let frame = 0;
  let fallback: unknown;
  const fire = () => {
    if (!pending || disposed) return;
    pending = false;
    timers.cancelAnimationFrame(frame);
    timers.clearTimeout(fallback);
    run();
  };
  return {
    schedule() {
      if (pending || disposed) return;
      pending = true;
      frame = timers.requestAnimationFrame(() => timers.setTimeout(fire, 0));
      fallback = timers.setTimeout(fire, HIDDEN_TAB_FALLBACK_MS);
    },
    dispose() {
      disposed = true;
      timers.cancelAnimationFrame(frame);
      timers.clearTimeout(fallback);
    },
  };
}
