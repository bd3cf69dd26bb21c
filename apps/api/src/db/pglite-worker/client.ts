import { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import type { WireError, WireQueryOptions, WorkerMessage, WorkerRequest, WorkerStart } from './protocol';

/** The part of PGlite's query options that crosses to the worker. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only identity parsers can cross (Drizzle's: dates and intervals stay text); see wireOptions. */
  parsers?: Record<number, unknown>;
}

/** A request without its id, as callers write it. */
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Runs statements on a PGlite living in its own worker thread, with the slice of PGlite's interface
 * that Drizzle's PGlite driver and pg-boss's PGlite adapter use (query, exec, transaction, listen,
 * close). Semantics are PGlite's own, since the worker calls the same methods: one connection,
 * statements in arrival order, a transaction holding the connection until it ends (other
 * statements wait for it), errors carrying PostgreSQL's SQLSTATE in `code`.
 *
 * Why a thread: PGlite executes PostgreSQL as synchronous WebAssembly, so in the API's thread a large
 * checkpoint stalled every request and relay connection for its whole duration (374 ms seen by the
 * relay benchmark). A worker thread also ends with the process, whatever kills it: there is no child
 * process that could outlive a SIGKILLed API and hold the data folder while a new API opens it.
 */
export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly notifyCallbacks = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private openTransactions = 0;
  private failure: Error | null = null;
  private closing = false;
  readonly waitReady: Promise<void>;

  constructor(start: WorkerStart = {}) {
    this.worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: start });
    // Referenced while it starts (a process awaiting the database must not exit meanwhile); from
    // then on only while a call is pending or a transaction is open (see track): idle, the thread
    // must not keep the process alive, as an in-process PGlite does not either.
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if ('ready' in message) {
          this.track();
          if (message.ready) resolve();
          else reject(toError(message.error));
          return;
        }
        if ('notify' in message) {
          this.notifyCallbacks.get(message.notify)?.(message.payload);
          return;
        }
        const call = this.calls.get(message.id);
        if (!call) return;
        this.calls.delete(message.id);
        this.track();
        if (message.ok) call.resolve(message.value);
        else call.reject(toError(message.error));
      };
      this.worker.on('message', onMessage);
      this.worker.on('error', (error) => this.fail(error, reject));
      this.worker.on('exit', (code) => {
        if (!this.closing) this.fail(new Error(`embedded database thread exited (code ${code})`), reject);
      });
    });
    // Callers await waitReady; this only keeps a failed start from being an unhandled rejection.
    this.waitReady.catch(() => {});
  }

  /** Every waiting call fails with the thread's end; later calls fail at once. */
  private fail(error: Error, rejectStart: (error: Error) => void): void {
    this.failure ??= error;
    rejectStart(error);
    for (const call of this.calls.values()) call.reject(error);
    this.calls.clear();
    this.track();
  }

  /** Keeps the process alive exactly while a call is pending or a transaction is open. */
  private track(): void {
    if (this.calls.size > 0 || this.openTransactions > 0) this.worker.ref();
    else this.worker.unref();
  }

  private call<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.track();
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions, txId?: number): Promise<Results<T>> {
    return this.call({ op: 'query', text, params, options: wireOptions(options), txId });
  }

  exec(text: string, _options?: unknown, txId?: number): Promise<Results[]> {
    return this.call({ op: 'exec', text, txId });
  }

  /**
   * Runs `callback` in a transaction: BEGIN in the worker, every statement of the callback on it,
   * COMMIT when it resolves, ROLLBACK when it throws (and the error is rethrown), like PGlite's.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    this.openTransactions++;
    this.track();
    try {
      const txId = await this.call<number>({ op: 'begin' });
      let ended = false;
      const end = (commit: boolean) => {
        if (ended) return Promise.resolve();
        ended = true;
        return this.call<void>({ op: 'end', txId, commit });
      };
      const closedError = () => new Error('Transaction is closed');
      const tx = {
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
          ended ? Promise.reject(closedError()) : this.query<R>(text, params, options, txId),
        exec: (text: string) => (ended ? Promise.reject(closedError()) : this.exec(text, undefined, txId)),
        rollback: () => end(false),
        get closed() {
          return ended;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        await end(false).catch(() => {});
        throw error;
      }
      await end(true);
      return result;
    } finally {
      this.openTransactions--;
      this.track();
    }
  }

  /** LISTEN on a channel; answers the function that stops listening (pg-boss's PGlite adapter). */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenerId = await this.call<number>({ op: 'listen', channel });
    this.notifyCallbacks.set(listenerId, callback);
    return async () => {
      this.notifyCallbacks.delete(listenerId);
      await this.call<void>({ op: 'unlisten', listenerId });
    };
  }

  /** The data folder as a tarball (PGlite's dumpDataDir, uncompressed). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<Uint8Array<ArrayBuffer>>({ op: 'dump' })]);
  }

  /** Closes PGlite (it flushes to the data folder) and ends the thread. */
  async close(): Promise<void> {
    if (this.closing) return;
    // Set first: the thread ends itself right after answering, and that exit is expected.
    this.closing = true;
    try {
      if (!this.failure) await this.call<void>({ op: 'close' });
    } finally {
      this.failure ??= new Error('the embedded database is closed');
      await this.worker.terminate();
    }
  }
}

/**
 * PGlite's query options as plain data. Parsers are functions and cannot cross; the only ones our
 * callers pass are Drizzle's identity parsers (keep dates, intervals and their arrays as text, which
 * Drizzle then maps itself), so the worker is told which types to leave as text.
 */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  return {
    rowMode: options.rowMode,
    textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

/** Rebuilds an error that crossed from the worker, with PostgreSQL's fields (code, detail, ...). */
function toError(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  Object.assign(error, wire.fields);
  return error;
}
