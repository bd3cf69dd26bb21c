import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { PacedTurns } from './pacedTurns';

/** Blocks the event loop for `ms`, as a long synchronous encoding does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

describe('PacedTurns', () => {
  const workers: Worker[] = [];
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.terminate();
  });

  /** A thread with its own event loop that answers every message: its answer is I/O for this loop. */
  async function echoThread(): Promise<Worker> {
    const worker = new Worker(
      "const { parentPort } = require('node:worker_threads'); parentPort.on('message', (m) => parentPort.postMessage(m)); parentPort.postMessage('ready');",
      { eval: true },
    );
    workers.push(worker);
    await new Promise((resolve) => worker.once('message', resolve));
    return worker;
  }

  it('lets the loop take in I/O between two takers of a turn', async () => {
    const echo = await echoThread();
    const turns = new PacedTurns();
    const seen: string[] = [];
    echo.on('message', () => seen.push('echo'));
    const first = turns.next().then(() => {
      // The echo arrives while this turn is busy; it can only be taken in once the turn ends.
      echo.postMessage('x');
      busy(50);
      seen.push('first');
    });
    const second = turns.next().then(() => seen.push('second'));
    await Promise.all([first, second]);
    expect(seen).toEqual(['first', 'echo', 'second']);
  });

  it('rests after a reported job for the given multiple of its time', async () => {
    const turns = new PacedTurns(2);
    let firstEnded = 0;
    const first = turns.next().then(() => {
      busy(20);
      turns.spent(20);
      firstEnded = performance.now();
    });
    const second = turns.next().then(() => performance.now() - firstEnded);
    await first;
    // Timers may fire a millisecond early by the performance clock.
    expect(await second).toBeGreaterThanOrEqual(39);
  });

  it('keeps the callers in order', async () => {
    const turns = new PacedTurns();
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => turns.next().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
  });
});
