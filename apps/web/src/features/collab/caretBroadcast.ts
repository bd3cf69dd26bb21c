/**
 * At most this long between a keystroke and the moment others are told where this tab's caret is.
 * Every keystroke moves the caret, and telling others means mapping it through the whole document
 * (Yjs relative positions walk the paragraphs before it) and sending an awareness message: done on
 * the keystroke it sat right before the paint. Batched, it runs once per window after the paint,
 * and others still see the caret move within about a tenth of a second.
 */
export const CARET_BROADCAST_MS = 50;

/** The timers a broadcaster uses (tests pass fake ones). */
export interface BroadcastTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const browserTimers: BroadcastTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** A trailing throttle of the local caret broadcast. */
export interface CaretBroadcaster {
  /** The caret may have moved: broadcast within CARET_BROADCAST_MS (`force`: even if unchanged). */
  schedule(force?: boolean): void;
  /** Broadcast now (focus in or out: others should see the caret appear or go at once). */
  now(): void;
  /** Stops; a pending broadcast is dropped. */
  dispose(): void;
}

/**
 * Calls `broadcast(force)` at most once per `ms` while the caret keeps moving, after the first move
 * of each window (not after the last, so steady typing still moves the caret others see). `force`
 * is true when any move of the window asked for it.
 */
export function caretBroadcaster(
  broadcast: (force: boolean) => void,
  ms = CARET_BROADCAST_MS,
  timers: BroadcastTimers = browserTimers,
): CaretBroadcaster {
  let timer: unknown;
  let pending = false;
  let forced = false;
  let disposed = false;
  const fire = () => {
    timer = undefined;
    if (!pending || disposed) return;
    const force = forced;
    pending = false;
    forced = false;
    broadcast(force);
  };
  return {
    schedule(force = false) {
      if (disposed) return;
      pending = true;
      forced ||= force;
      if (timer === undefined) timer = timers.setTimeout(fire, ms);
    },
    now() {
      if (disposed) return;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      pending = true;
      fire();
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
