/** How often the countdown re-reads the clock; under a second so the shown number never skips. */
const TICK_MS = 250;

/** Whole seconds left until `endAt` (epoch ms), never below 0; 59.2 s left shows as 60. */
export function secondsLeft(endAt: number, now: number): number {
  return Math.max(0, Math.ceil((endAt - now) / 1000));
}

/**
 * A seconds countdown that ticks from an end time: every tick re-reads the clock, whatever the
 * previous number was, so a tick that shows the same number (the first one rounds back to 60) or a
 * throttled background tab can never stop it. Subscribers hear each change of the number.
 */
export class Countdown {
  private endAt = 0;
  private shown = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly listeners = new Set<() => void>();

  /** @param now the clock (tests pass a fake one through vi.useFakeTimers instead) */
  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds left now; 0 when idle. */
  readonly left = (): number => this.shown;

  /** Starts (or restarts) the countdown at `seconds`. */
  start(seconds: number): void {
    this.endAt = this.now() + seconds * 1000;
    this.stopTimer();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.tick();
  }

  /** Stops ticking and shows 0 (the button is available again). */
  stop(): void {
    this.endAt = 0;
    this.stopTimer();
    this.set(0);
  }

  /** Calls fn whenever the number changes; returns the unsubscribe function. */
  readonly subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private tick(): void {
    const left = secondsLeft(this.endAt, this.now());
    if (left === 0) this.stopTimer();
    this.set(left);
  }

  private set(left: number): void {
    if (left === this.shown) return;
    this.shown = left;
    for (const fn of [...this.listeners]) fn();
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
