import { describe, expect, it } from 'vitest';
import { followAfterFrame, frameCoalescer, HIDDEN_TAB_FALLBACK_MS } from './afterFrame';
import { manualTimers } from './manualTimers';

describe('frame coalescer', () => {
  it('runs once after the next frame however often it is scheduled', () => {
    const clock = manualTimers();
    let runs = 0;
    const badge = frameCoalescer(() => runs++, clock.timers);
    badge.schedule();
    badge.schedule();
    badge.schedule();
    expect(runs).toBe(0);
    clock.frame();
    // After the frame, in a task of its own (not inside the frame, before the paint).
    expect(runs).toBe(0);
    clock.timeouts(0);
    expect(runs).toBe(1);
    expect(clock.pending()).toBe(0);
    badge.schedule();
    clock.frame();
    clock.timeouts(0);
    expect(runs).toBe(2);
  });

  it('still runs in a hidden tab (no frames) after the fallback delay', () => {
    const clock = manualTimers();
    let runs = 0;
    const badge = frameCoalescer(() => runs++, clock.timers);
    badge.schedule();
    clock.timeouts(HIDDEN_TAB_FALLBACK_MS);
    expect(runs).toBe(1);
    expect(clock.pending()).toBe(0);
  });

  it('never runs once disposed', () => {
    const clock = manualTimers();
    let runs = 0;
    const badge = frameCoalescer(() => runs++, clock.timers);
    badge.schedule();
    badge.dispose();
    clock.frame();
    clock.timeouts(0);
    clock.timeouts(HIDDEN_TAB_FALLBACK_MS);
    badge.schedule();
    expect(runs).toBe(0);
  });
});

describe('coalescers sharing the after-frame queue', () => {
  it('register one frame and one fallback for all of them and run each once, in order, in one task', () => {
    const clock = manualTimers();
    const order: string[] = [];
    const store = frameCoalescer(() => order.push('store'), clock.timers);
    const send = frameCoalescer(() => order.push('send'), clock.timers);
    const badge = frameCoalescer(() => order.push('badge'), clock.timers);
    send.schedule();
    store.schedule();
    badge.schedule();
    send.schedule();
    expect(clock.pending()).toBe(2);
    clock.frame();
    expect(order).toEqual([]);
    clock.timeouts(0);
    expect(order).toEqual(['send', 'store', 'badge']);
    expect(clock.pending()).toBe(0);
  });

  it('skip a disposed one and let a run scheduled while they run wait for the next frame', () => {
    const clock = manualTimers();
    const order: string[] = [];
    const badge = frameCoalescer(() => order.push('badge'), clock.timers);
    const send = frameCoalescer(() => {
      order.push('send');
      badge.schedule();
    }, clock.timers);
    const store = frameCoalescer(() => order.push('store'), clock.timers);
    send.schedule();
    store.schedule();
    store.dispose();
    clock.frame();
    clock.timeouts(0);
    expect(order).toEqual(['send']);
    clock.frame();
    clock.timeouts(0);
    expect(order).toEqual(['send', 'badge']);
  });
});

describe('a value followed after frames', () => {
  it('reports a changed value after the frame, once, and nothing when it came back unchanged', () => {
    const clock = manualTimers();
    let value = 'dialogue';
    const seen: string[] = [];
    const follower = followAfterFrame(
      () => value,
      (v) => seen.push(v),
      clock.timers,
    );
    value = 'action';
    follower.changed();
    expect(seen).toEqual([]);
    clock.frame();
    clock.timeouts(0);
    expect(seen).toEqual(['action']);
    // Changed and changed back within one frame: nothing to report.
    value = 'scene';
    follower.changed();
    value = 'action';
    follower.changed();
    clock.frame();
    clock.timeouts(0);
    expect(seen).toEqual(['action']);
    follower.dispose();
    value = 'scene';
    follower.changed();
    clock.frame();
    clock.timeouts(0);
    expect(seen).toEqual(['action']);
  });
});
