/**
 * Wakes a queue's worker while one of its jobs waits out a retry delay. Workers otherwise sleep
 * between slow backstop polls: new jobs wake them at once by NOTIFY, but pg-boss announces no retry,
 * and polling every queue every second kept the embedded database busy (about a tenth of a core on
 * PGlite) for nothing. One timer ticks only while retries are pending; an entry ends when its attempt
 * starts or after its longest possible delay (the backstop poll covers anything later).
 */
export class RetryWakeups {
  private readonly pending = new Map<string, { queue: string; until: number }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly wake: (queue: string) => void,
    private readonly everyMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A job of `queue` will be retried within `maxDelayMs`: wake the queue until it starts. */
  add(queue: string, jobId: string, maxDelayMs: number): void {
    this.pending.set(jobId, { queue, until: this.now() + maxDelayMs });
    this.timer ??= setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
  }

  /** An attempt of the job started (or the job ended): no more wake-ups for it. */
  forget(jobId: string): void {
    this.pending.delete(jobId);
    if (this.pending.size === 0) this.clear();
  }

  /** Jobs still waiting for their retry (tests). */
  get size(): number {
    return this.pending.size;
  }

  stop(): void {
    this.pending.clear();
    this.clear();
  }

  private tick(): void {
    const now = this.now();
    const queues = new Set<string>();
    for (const [jobId, entry] of this.pending) {
      if (now > entry.until) this.pending.delete(jobId);
      else queues.add(entry.queue);
    }
    for (const queue of queues) this.wake(queue);
    if (this.pending.size === 0) this.clear();
  }

  private clear(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
