import { type FrameTimers, frameCoalescer } from './afterFrame';

/**
 * The provider's batching window (HocuspocusProvider `flushDelay`): the longest a local edit or
 * caret move waits before it is sent when no frame comes (a hidden tab). In a visible tab
 * sendAfterFrame sends sooner, right after the next frame.
 */
export const RELAY_SEND_CAP_MS = 50;

/** What the deferral needs from HocuspocusProvider (configured with `flushDelay`). */
export interface BatchingProvider {
  /** Sends the buffered updates (merged into one message) and awareness changes now. */
  flushPendingUpdates(): void;
}

/** A Yjs document or awareness: both emit `update` with the change's origin. */
interface UpdateEmitter {
  on(event: 'update', fn: (...args: unknown[]) => void): void;
  off(event: 'update', fn: (...args: unknown[]) => void): void;
}

/** Following of one document's local changes; `dispose` stops it. */
export interface RelaySends {
  dispose(): void;
}

/**
 * Sends local edits to the relay right after the frame that shows them instead of inside the
 * keystroke. With `flushDelay` set the provider buffers each update (it still counts it as unsynced
 * at once, so the sync badge cannot say 已同步 before the relay acknowledged it) and sends when its
 * timer fires; this sends at the first task after the next frame, so the encoding and the socket
 * write leave the keystroke's path (about 5 % of its JavaScript in a long script) and the edits of
 * one frame go as one merged message. Others see an edit about one frame later.
 */
export function sendAfterFrame(
  provider: BatchingProvider,
  emitters: readonly (UpdateEmitter | null | undefined)[],
  timers?: FrameTimers,
): RelaySends {
  const afterFrame = frameCoalescer(() => provider.flushPendingUpdates(), timers);
  // Both emit (change, origin, ...). Changes the provider applied itself (from the relay) are not
  // buffered: nothing to send.
  const onUpdate = (...args: unknown[]) => {
    if (args[1] !== provider) afterFrame.schedule();
  };
  const followed = emitters.filter((e): e is UpdateEmitter => !!e);
  for (const e of followed) e.on('update', onUpdate);
  return {
    dispose() {
      afterFrame.dispose();
      for (const e of followed) e.off('update', onUpdate);
    },
  };
}
