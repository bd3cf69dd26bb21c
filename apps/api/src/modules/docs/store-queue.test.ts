import { describe, expect, it } from 'vitest';
import { createStoreQueue } from './store-queue';

describe('checkpoint store queue', () => {
  it('never runs more than `concurrency` jobs at once and runs every job', async () => {
    const queue = createStoreQueue(2);
    let running = 0;
    let peak = 0;
    const job = (i: number) =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 2));
        running -= 1;
        return i;
      });
    const first = Array.from({ length: 5 }, (_, i) => job(i));
    // More stores arrive while the first ones are running and queued.
    await new Promise((r) => setTimeout(r, 3));
    const later = Array.from({ length: 5 }, (_, i) => job(5 + i));
    const results = await Promise.all([...first, ...later]);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(2);
  });

  it('lets timers and I/O run between queued jobs (each starts in a new macrotask)', async () => {
    const queue = createStoreQueue(1);
    const order: string[] = [];
    const jobs = Array.from({ length: 3 }, (_, i) => queue.run(async () => void order.push(`job${i}`)));
    // Scheduled after the jobs were queued: it must get a turn before the last job, not after all.
    setImmediate(() => order.push('io'));
    await Promise.all(jobs);
    expect(order.indexOf('io')).toBeLessThan(order.indexOf('job2'));
  });

  it('a failing job releases its slot', async () => {
    const queue = createStoreQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
