import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryWakeups } from './retry-wakeups';

describe('RetryWakeups', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wakes each queue with a pending retry once per tick, until the attempt starts', () => {
    vi.useFakeTimers();
    const woken: string[] = [];
    const wakeups = new RetryWakeups((queue) => woken.push(queue), 1000);
    wakeups.add('ai.evaluate', 'job-1', 60_000);
    wakeups.add('ai.evaluate', 'job-2', 60_000);
    wakeups.add('works.export', 'job-3', 60_000);
    vi.advanceTimersByTime(1000);
    expect(woken.sort()).toEqual(['ai.evaluate', 'works.export']);
    woken.length = 0;
    wakeups.forget('job-3');
    vi.advanceTimersByTime(2000);
    expect(woken).toEqual(['ai.evaluate', 'ai.evaluate']);
    wakeups.forget('job-1');
    wakeups.forget('job-2');
    woken.length = 0;
    vi.advanceTimersByTime(5000);
    expect(woken).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives a retry up after its longest delay, and the timer stops with the last one', () => {
    vi.useFakeTimers();
    const woken: string[] = [];
    const wakeups = new RetryWakeups((queue) => woken.push(queue), 1000);
    wakeups.add('ai.evaluate', 'job-1', 2500);
    vi.advanceTimersByTime(10_000);
    expect(woken).toEqual(['ai.evaluate', 'ai.evaluate']);
    expect(wakeups.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops waking everything when the queue stops', () => {
    vi.useFakeTimers();
    const woken: string[] = [];
    const wakeups = new RetryWakeups((queue) => woken.push(queue), 1000);
    wakeups.add('ai.evaluate', 'job-1', 60_000);
    wakeups.stop();
    vi.advanceTimersByTime(5000);
    expect(woken).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
