import { setImmediate as nextMacrotask } from 'node:timers/promises';

/** Runs checkpoint stores at most `concurrency` at a time, each started in a fresh macrotask. */
export interface StoreQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
}

/**
 * Why: a relay flushes many documents at once (debounced stores of every changing document). On
 * PGlite the queries run synchronously on this event loop and a chain of awaited queries resumes in
 * microtasks, so 50 queued stores drained back to back blocked WebSocket traffic for seconds
 * (docs/benchmarks.md, relay fan-out). Starting each store after a macrotask boundary lets pending
 * I/O (typing being relayed) run between stores; the limit keeps PostgreSQL's pool from being
 * flooded by one flush. A hand-written queue (not p-limit) because the yield is the point.
 */
export function createStoreQueue(concurrency: number): StoreQueue {
  let active = 0;
  const waiting: Array<() => void> = [];
  // A finished job hands its slot straight to the next waiting one (`active` unchanged), or frees it.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      else active += 1;
      try {
        await nextMacrotask();
        return await job();
      } finally {
        release();
      }
    },
  };
}
