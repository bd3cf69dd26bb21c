import { setImmediate as nextMacrotask } from 'node:timers/promises';

/** Runs checkpoint stores at most `concurrency` at a time, each started in a fresh macrotask. */
export interface StoreQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
}

/**
 * Why: a relay flushes many documents at once (debounced stores of every changing document). When
 * PGlite still ran its queries synchronously on this event loop, a chain of awaited queries resumed
 * in microtasks, so 50 queued stores drained back to back blocked WebSocket traffic for seconds
 * (docs/benchmarks.md, relay fan-out). PGlite now runs in its own thread (db/pglite-worker), but a
 * store still encodes and decodes here: starting each store after a macrotask boundary lets pending
 * I/O (typing being relayed) run between stores; the limit keeps one flush from occupying PGlite's
 * one connection or PostgreSQL's pool. A hand-written queue (not p-limit) because the yield is the
 * point.
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
