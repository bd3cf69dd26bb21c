/**
 * Hands out event-loop turns one at a time, with rest between them: `next()` resolves in a later
 * turn than the previous caller's, and when that caller reported its synchronous work (`spent`), not
 * before `restFactor` times as long has passed. So long synchronous jobs (checkpoint encodings) never
 * run back to back, and in a burst they take at most 1 / (1 + restFactor) of the loop: the sockets
 * are read between them. Each wait is chained behind the previous one (a `setImmediate`, or a timer
 * for the rest): an immediate scheduled while the check phase runs fires in the next loop iteration,
 * after the poll phase has read the sockets.
 */
export class PacedTurns {
  private last: Promise<void> = Promise.resolve();
  private restMs = 0;

  constructor(private readonly restFactor = 0) {}

  next(): Promise<void> {
    const turn = this.last.then(
      () =>
        new Promise<void>((resolve) => {
          const rest = this.restMs;
          this.restMs = 0;
          if (rest >= 1) setTimeout(resolve, rest);
          else setImmediate(resolve);
        }),
    );
    this.last = turn;
    return turn;
  }

  /** The caller whose turn it is worked `ms` synchronously: the next caller rests `restFactor` times that. */
  spent(ms: number): void {
    this.restMs = ms * this.restFactor;
  }
}
