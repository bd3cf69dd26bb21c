import type { FrameTimers } from './afterFrame';

// Test helper (imported by tests only): frames and timeouts under the test's control.

/** Timers run by hand: frames and timeouts fire only when the test says so. */
export function manualTimers() {
  let next = 1;
  const frames = new Map<number, () => void>();
  const timeouts = new Map<number, { fn: () => void; ms: number }>();
  const timers: FrameTimers = {
    requestAnimationFrame: (fn) => {
      frames.set(next, fn);
      return next++;
    },
    cancelAnimationFrame: (id) => frames.delete(id),
    setTimeout: (fn, ms) => {
      timeouts.set(next, { fn, ms });
      return next++;
    },
    clearTimeout: (id) => timeouts.delete(id as number),
  };
  const run = (entries: Array<[number, () => void]>, remove: (id: number) => void) => {
    for (const [id, fn] of entries) {
      remove(id);
      fn();
    }
  };
  return {
    timers,
    frame: () => run([...frames], (id) => frames.delete(id)),
    timeouts: (ms: number) =>
      run(
        [...timeouts].filter(([, t]) => t.ms === ms).map(([id, t]) => [id, t.fn]),
        (id) => timeouts.delete(id),
      ),
    pending: () => frames.size + timeouts.size,
  };
}
