import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, secondsLeft } from './countdown';

// Issue 10 defect 1: after 获取验证码 the button stayed at 重新获取(60s) forever, because the old
// countdown re-armed its timer only when the shown number changed and the first tick rounded back to 60.
describe('SMS resend countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 60 -> 0 from its end time and can start again (resend)', () => {
    const c = new Countdown();
    const heard: number[] = [];
    c.subscribe(() => heard.push(c.left()));
    c.start(60);
    expect(c.left()).toBe(60);
    // The first ticks still round to 60; the countdown must keep going anyway.
    vi.advanceTimersByTime(250);
    expect(c.left()).toBe(60);
    vi.advanceTimersByTime(750);
    expect(c.left()).toBe(59);
    vi.advanceTimersByTime(29_000);
    expect(c.left()).toBe(30);
    vi.advanceTimersByTime(30_000);
    expect(c.left()).toBe(0);
    expect(heard).toHaveLength(61);
    expect(heard.at(-1)).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    // 重新获取 is available again: a second send counts from 60 once more.
    c.start(60);
    expect(c.left()).toBe(60);
    vi.advanceTimersByTime(60_000);
    expect(c.left()).toBe(0);
  });

  it('follows the clock, not the number of ticks (a throttled background tab)', () => {
    const c = new Countdown();
    c.start(60);
    // Timers in a background tab may fire once a minute; the wall clock moved 45 s meanwhile.
    vi.setSystemTime(Date.now() + 45_000);
    vi.advanceTimersByTime(250);
    expect(c.left()).toBe(15);
  });

  it('stop() makes the button available at once and stops ticking', () => {
    const c = new Countdown();
    c.start(60);
    c.stop();
    expect(c.left()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rounds a part second up', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 800)).toBe(10);
    expect(secondsLeft(10_000, 1_000)).toBe(9);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});
