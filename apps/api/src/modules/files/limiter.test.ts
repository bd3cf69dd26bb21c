import { expect, it } from 'vitest';
import { Limiter } from './limiter';

it('never runs more than max tasks at once and runs them all', async () => {
  const limiter = new Limiter(2);
  let running = 0;
  let peak = 0;
  const task = async (i: number) => {
    running++;
    peak = Math.max(peak, running);
    await new Promise((r) => setTimeout(r, 5));
    running--;
    if (i === 3) throw new Error('boom');
    return i;
  };
  const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => limiter.run(() => task(i))));
  expect(peak).toBe(2);
  expect(results.map((r) => r.status)).toEqual([
    'fulfilled',
    'fulfilled',
    'fulfilled',
    'rejected',
    'fulfilled',
    'fulfilled',
  ]);
  expect(await limiter.run(async () => 'after')).toBe('after');
});
