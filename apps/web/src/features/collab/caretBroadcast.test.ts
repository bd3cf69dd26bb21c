import { describe, expect, it } from 'vitest';
import { type BroadcastTimers, CARET_BROADCAST_MS, caretBroadcaster } from './caretBroadcast';

/** Timeouts run by hand, in the order they were set. */
function manualTimers() {
  let next = 1;
  const timeouts = new Map<number, { fn: () => void; ms: number }>();
  const timers: BroadcastTimers = {
    setTimeout: (fn, ms) => {
      timeouts.set(next, { fn, ms });
      return next++;
    },
    clearTimeout: (id) => timeouts.delete(id as number),
  };
  return {
    timers,
    elapse: () => {
      for (const [id, t] of [...timeouts]) {
        timeouts.delete(id);
        t.fn();
      }
    },
    delays: () => [...timeouts.values()].map((t) => t.ms),
  };
}

describe('caret broadcaster', () => {
  it('tells others nothing on the keystroke itself, then once per window however many keys were typed', () => {
    const clock = manualTimers();
    const sent: boolean[] = [];
    const caret = caretBroadcaster((force) => sent.push(force), CARET_BROADCAST_MS, clock.timers);
    for (let i = 0; i < 5; i++) caret.schedule();
    expect(sent).toEqual([]);
    expect(clock.delays()).toEqual([CARET_BROADCAST_MS]);
    clock.elapse();
    expect(sent).toEqual([false]);
    // Steady typing: the next window broadcasts again (others see the caret keep moving).
    caret.schedule();
    caret.schedule(true);
    clock.elapse();
    expect(sent).toEqual([false, true]);
    clock.elapse();
    expect(sent).toEqual([false, true]);
  });

  it('broadcasts at once on focus changes, replacing a pending one', () => {
    const clock = manualTimers();
    const sent: boolean[] = [];
    const caret = caretBroadcaster((force) => sent.push(force), CARET_BROADCAST_MS, clock.timers);
    caret.schedule(true);
    caret.now();
    expect(sent).toEqual([true]);
    expect(clock.delays()).toEqual([]);
  });

  it('drops a pending broadcast once disposed (the editor is gone)', () => {
    const clock = manualTimers();
    const sent: boolean[] = [];
    const caret = caretBroadcaster((force) => sent.push(force), CARET_BROADCAST_MS, clock.timers);
    caret.schedule();
    caret.dispose();
    clock.elapse();
    caret.schedule();
    caret.now();
    expect(sent).toEqual([]);
  });

  it('keeps others within about a tenth of a second', () => {
    expect(CARET_BROADCAST_MS).toBeLessThanOrEqual(100);
  });
});
