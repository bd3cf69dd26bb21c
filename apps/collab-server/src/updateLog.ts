import { Status } from '@juzuo/schemas';
import type { RelayBackend, RelayLoggedUpdate } from './backend';
import { RelayBackendError } from './envelopeBackend';

/**
 * How long the first update of a batch waits for company by default (ms), whatever the log (the
 * API's collab_update_log rows, directly or over its internal route, or the embedded product's
 * journal files). At typing pace most of what an append costs is the call, not its updates: a
 * PostgreSQL round trip took about 300 us of the product's main thread (node-postgres's code at 50
 * calls a second stays in V8's baseline tier), a journal write about a third of that. In the
 * fan-out bench at 10 x 5 @ 5, perf counted the PostgreSQL append path 40 % smaller with 40 ms
 * than with 20, and the journal's half as large with 20 ms as with 5, in every alternating round
 * (decisions.md, sessions 22 and 23). An acknowledgement (the 已同步 badge) then waits up to 40 ms
 * for its batch, still well below what a writer notices; relaying to the other editors does not
 * wait at all.
 */
export const APPEND_BATCH_MS = 40;

/** Batching and retry timing of the update log. */
export interface UpdateLogOptions {
  /** How long the first update of a batch waits for company (ms); default APPEND_BATCH_MS. */
  batchMs?: number;
  /** First retry delay after a failed append (ms); doubles per failure. */
  retryDelayMs?: number;
  /** Longest retry delay (ms). */
  maxRetryDelayMs?: number;
  /** Most updates per append call. */
  maxBatchUpdates?: number;
  /** Most update bytes per append call (a reconnecting client's first update can be the whole document). */
  maxBatchBytes?: number;
}

interface Pending extends RelayLoggedUpdate {
  resolve(): void;
  reject(error: Error): void;
}

/** Raised to the updates still waiting when the relay shuts down. */
export class UpdateLogClosedError extends Error {
  constructor() {
    super('update log closed');
    this.name = 'UpdateLogClosedError';
  }
}

/**
 * The relay's side of the durable update log: `append` resolves once the API has the update in its
 * document's log (durable), which is when the relay may acknowledge it. Appends are group-committed:
 * the first update waits `batchMs` for others, and updates arriving while a batch is in flight go
 * out together right after it, so under load one call carries many updates of many documents (one
 * multi-row insert in the API). A failed call is retried with backoff, in order, for as long as it
 * takes (the API or its database may be restarting); only a final answer (the document is gone, or
 * the API refuses the batch) rejects, and nothing after it is held up.
 */
export class UpdateLog {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;
  private closed = false;
  private wakeRetry: (() => void) | undefined;
  /** Updates handed to `append` so far, and how many of them have settled (in append order). */
  private appended = 0;
  private settledCount = 0;
  private readonly settleWaiters: Array<{ upTo: number; resolve(): void }> = [];
  private readonly batchMs: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly maxBatchUpdates: number;
  private readonly maxBatchBytes: number;

  constructor(
    private readonly backend: Pick<RelayBackend, 'append'>,
    options: UpdateLogOptions = {},
  ) {
    this.batchMs = options.batchMs ?? APPEND_BATCH_MS;
    this.retryDelayMs = options.retryDelayMs ?? 100;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 5_000;
    this.maxBatchUpdates = options.maxBatchUpdates ?? 5_000;
    this.maxBatchBytes = options.maxBatchBytes ?? 16 * 1024 * 1024;
  }

  /** Resolves once the update is durable; rejects when it never will be. */
  append(documentName: string, update: Uint8Array): Promise<void> {
    if (this.closed) return Promise.reject(new UpdateLogClosedError());
    this.appended += 1;
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ documentName, update, resolve, reject });
      if (!this.flushing && !this.timer) this.timer = setTimeout(() => void this.flush(), this.batchMs);
    });
  }

  /**
   * Resolves once every update appended before the call has settled (durable, or rejected): a
   * checkpoint folded from the log after it holds all of them that are durable.
   */
  settled(): Promise<void> {
    if (this.settledCount >= this.appended) return Promise.resolve();
    const upTo = this.appended;
    return new Promise((resolve) => this.settleWaiters.push({ upTo, resolve }));
  }

  /** Stops retrying; updates not yet durable are rejected (their acknowledgements are never sent). */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.wakeRetry?.();
    const rejected = this.queue.splice(0);
    for (const p of rejected) p.reject(new UpdateLogClosedError());
    this.settle(rejected.length);
  }

  /** `count` more updates settled (batches settle in append order). */
  private settle(count: number): void {
    this.settledCount += count;
    while (this.settleWaiters.length > 0 && (this.settleWaiters[0]?.upTo ?? 0) <= this.settledCount)
      this.settleWaiters.shift()?.resolve();
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    this.flushing = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        const batch = this.takeBatch();
        const error = await this.appendUntilFinal(batch);
        for (const p of batch) {
          if (error) p.reject(error);
          else p.resolve();
        }
        this.settle(batch.length);
      }
    } finally {
      this.flushing = false;
    }
  }

  private takeBatch(): Pending[] {
    let bytes = 0;
    let count = 0;
    while (count < this.queue.length && count < this.maxBatchUpdates) {
      const size = (this.queue[count] as Pending).update.byteLength;
      if (count > 0 && bytes + size > this.maxBatchBytes) break;
      bytes += size;
      count += 1;
    }
    return this.queue.splice(0, count);
  }

  /** Appends a batch, retrying transient failures; answers the final error, or null once durable. */
  private async appendUntilFinal(batch: Pending[]): Promise<Error | null> {
    let delayMs = this.retryDelayMs;
    for (;;) {
      if (this.closed) return new UpdateLogClosedError();
      try {
        await this.backend.append(batch.map(({ documentName, update }) => ({ documentName, update })));
        return null;
      } catch (error) {
        if (isFinal(error)) {
          console.error(`[relay] update log refused a batch: ${(error as Error).message}`);
          return error as Error;
        }
        console.error(
          `[relay] cannot append ${batch.length} updates to the log (${(error as Error).message}); retrying in ${delayMs} ms, acknowledgements wait`,
        );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delayMs);
          this.wakeRetry = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeRetry = undefined;
        delayMs = Math.min(delayMs * 2, this.maxRetryDelayMs);
      }
    }
  }
}

/** An answer no retry can change: the API refuses the batch itself, or a document no longer exists. */
function isFinal(error: unknown): boolean {
  return (
    error instanceof RelayBackendError &&
    (error.status === Status.VALIDATION || error.status === Status.NOT_FOUND)
  );
}
