// Work that may wait until the frame showing a keystroke was drawn: the local IndexedDB copy, the
// relay send, the sync badge. Each keeps its own coalescer, but they share one queue per timer set,
// so a keystroke registers one animation frame and one fallback timeout instead of one of each per
// coalescer, and the after-frame work runs as one task.

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

/** The runs waiting for the next frame of one timer set, and that frame's timers. */
interface FrameQueue {
  runs: Set<() => void>;
  frame: number;
  fallback: unknown;
}

const queues = new WeakMap<FrameTimers, FrameQueue>();

function queueOf(timers: FrameTimers): FrameQueue {
  let queue = queues.get(timers);
  if (!queue) {
    queue = { runs: new Set(), frame: 0, fallback: undefined };
    queues.set(timers, queue);
  }
  return queue;
}

/** Runs everything queued (in the order it was scheduled); a run scheduled meanwhile waits for the next frame. */
function drain(queue: FrameQueue, timers: FrameTimers): void {
  if (queue.runs.size === 0) return;
  const runs = [...queue.runs];
  queue.runs.clear();
  timers.cancelAnimationFrame(queue.frame);
  timers.clearTimeout(queue.fallback);
  for (const run of runs) run();
}

function enqueue(queue: FrameQueue, timers: FrameTimers, run: () => void): void {
  const first = queue.runs.size === 0;
  queue.runs.add(run);
  if (!first) return;
  queue.frame = timers.requestAnimationFrame(() => timers.setTimeout(() => drain(queue, timers), 0));
  queue.fallback = timers.setTimeout(() => drain(queue, timers), HIDDEN_TAB_FALLBACK_MS);
}

/**
 * Every keystroke changes the sync inputs twice (a local update, then the relay's ack a moment
 * later). Running once after the next frame shows the same state without a React commit on the
 * keystroke's path (a commit reads the selection of the focused editor: slow in a long script), and
 * an ack that arrives within the frame costs no commit at all.
 */
export function frameCoalescer(run: () => void, timers: FrameTimers = browserTimers): FrameCoalescer {
  const queue = queueOf(timers);
  let disposed = false;
  const fire = () => {
    if (!disposed) run();
  };
  return {
    schedule() {
      if (!disposed && !queue.runs.has(fire)) enqueue(queue, timers, fire);
    },
    dispose() {
      disposed = true;
      queue.runs.delete(fire);
    },
  };
}

/** A value followed after frames (see followAfterFrame). */
export interface FrameFollower {
  /** What the value derives from may have changed: read it again after the next frame. */
  changed(): void;
  dispose(): void;
}

/**
 * Reports `read()` to `onChange` after the frame that shows a change, and only when it differs from
 * what was last reported (or read at the start). For panels that show something of the caret's line
 * (the toolbar's line type): a React state update inside the keystroke renders and commits before
 * the frame, and a commit reads the focused editor's selection, slow in a long script.
 */
export function followAfterFrame<T>(
  read: () => T,
  onChange: (value: T) => void,
  timers: FrameTimers = browserTimers,
): FrameFollower {
  let last = read();
  const coalescer = frameCoalescer(() => {
    const value = read();
    if (Object.is(value, last)) return;
    last = value;
    onChange(value);
  }, timers);
  return { changed: () => coalescer.schedule(), dispose: () => coalescer.dispose() };
}
