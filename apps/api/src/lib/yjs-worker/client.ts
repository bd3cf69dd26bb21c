import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type DeriveOutcome, deriveState } from './derive';
import type { YjsWorkerReply, YjsWorkerRequest } from './protocol';

/** States below this size are derived inline: a round trip to the worker costs more than the work. */
export const INLINE_BELOW_BYTES = 16 * 1024;

/**
 * A log of more updates than this goes to the worker whatever its bytes: applying updates one by
 * one costs per update (a transaction, its events, the structs' integration), not per byte. A live
 * document's compaction folds 30 s of typing into a small checkpoint: in the one-process soak on
 * PostgreSQL, 20 documents of about 1,000 characters each folded about 300 updates inline every 30 s,
 * together, in main-thread stretches of 120-390 ms (decisions.md, session 21).
 */
export const INLINE_MAX_UPDATES = 8;

/** How long after the worker failed the work stays inline before a new thread is tried. */
const RESTART_AFTER_MS = 30_000;

interface Waiting {
  request: YjsWorkerRequest;
  resolve(outcome: DeriveOutcome): void;
}

/** Where the worker reports that it could not run (once per failure). */
export type YjsWorkerWarn = (error: unknown, message: string) => void;

/**
 * One worker thread for the Yjs work of checkpoints (decode, html/text derivation). Started on first
 * use. When it cannot start or dies, the work it held and everything after runs inline, so a store
 * never fails because of the worker; it is started again at the next call.
 */
export class YjsWorker {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private closed = false;
  private retryAt = 0;

  constructor(
    private readonly warn: YjsWorkerWarn = () => {},
    private readonly inlineBelow = INLINE_BELOW_BYTES,
    private readonly entry: URL = new URL('./worker.ts', import.meta.url),
  ) {}

  /**
   * Decodes `state`, applies `log` and, when `summary`, derives the html, text and counts (see
   * deriveState).
   */
  derive(state: Uint8Array, summary: boolean, log: Uint8Array[] = []): Promise<DeriveOutcome> {
    if (this.closed || this.small(state, log)) return Promise.resolve(deriveState(state, summary, log));
    const worker = this.started();
    if (!worker) return Promise.resolve(deriveState(state, summary, log));
    const request: YjsWorkerRequest = { id: this.nextId++, state, summary, log };
    return new Promise((resolve) => {
      this.waiting.set(request.id, { request, resolve });
      worker.postMessage(request);
    });
  }

  /** Whether the work costs less than a round trip to the worker (see INLINE_MAX_UPDATES). */
  private small(state: Uint8Array, log: Uint8Array[]): boolean {
    if (log.length > INLINE_MAX_UPDATES) return false;
    let bytes = state.length;
    for (const update of log) bytes += update.length;
    return bytes < this.inlineBelow;
  }

  /** Requests the worker has not answered yet (tests). */
  get pending(): number {
    return this.waiting.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.settleInline();
    await worker?.terminate();
  }

  private started(): Worker | null {
    if (this.worker) return this.worker;
    // After a failure, inline for a while instead of paying a thread start per store.
    if (Date.now() < this.retryAt) return null;
    try {
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
      const worker = new Worker(this.entry, { execArgv: ['--import', tsx] });
      worker.unref();
      worker.on('message', (reply: YjsWorkerReply) => this.answer(reply));
      worker.on('error', (error) => this.lost(worker, error));
      worker.on('exit', (code) => this.lost(worker, new Error(`Yjs worker exited with code ${code}`)));
      this.worker = worker;
      return worker;
    } catch (error) {
      this.retryAt = Date.now() + RESTART_AFTER_MS;
      this.warn(error, 'Yjs worker could not start; checkpoints derive inline');
      return null;
    }
  }

  private answer(reply: YjsWorkerReply): void {
    const entry = this.waiting.get(reply.id);
    if (!entry) return;
    this.waiting.delete(reply.id);
    entry.resolve(
      reply.outcome ?? deriveState(entry.request.state, entry.request.summary, entry.request.log),
    );
  }

  private lost(worker: Worker, error: unknown): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.retryAt = Date.now() + RESTART_AFTER_MS;
    if (!this.closed) this.warn(error, 'Yjs worker stopped; its work runs inline');
    this.settleInline();
  }

  /** Answers every waiting request inline (the worker is gone). */
  private settleInline(): void {
    const entries = [...this.waiting.values()];
    this.waiting.clear();
    for (const entry of entries)
      entry.resolve(deriveState(entry.request.state, entry.request.summary, entry.request.log));
  }
}
