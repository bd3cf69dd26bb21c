import { createHash } from 'node:crypto';
import {
  type afterUnloadDocumentPayload,
  type beforeUnloadDocumentPayload,
  type Extension,
  isTransactionOrigin,
  type onChangePayload,
  type onLoadDocumentPayload,
  type onStoreDocumentPayload,
} from '@hocuspocus/server';
import { Status } from '@juzuo/schemas';
import * as Y from 'yjs';
import type { RelayBackend, RelayContext, RelayStoredContent } from './backend';
import { RelayBackendError } from './envelopeBackend';
import { refuse } from './refusal';

/** Retry timing of failed stores. */
export interface PersistenceOptions {
  /** First retry delay after a failed store (ms); doubles per failure. */
  retryDelayMs?: number;
  /** Longest retry delay (ms). */
  maxRetryDelayMs?: number;
  /**
   * The relay is the only one writing its documents' logs (no Redis): a checkpoint the backend
   * compacted from the log holds only updates this relay applied, so the live state descends from it.
   */
  compactionsDescend?: boolean;
  /**
   * Resolves once every update handed to the durable log so far has settled: a compaction waits for
   * it, so a checkpoint asked for right after an update (a REST read stores first) holds it.
   */
  logSettled?: () => Promise<void>;
}

/**
 * Loads a document's Yjs state from the API (checkpoint + update log tail) and checkpoints it back
 * (the API folds the update log into the checkpoint). While people type, a backend that can
 * (`compact`) checkpoints from the durable log alone: every client update was appended to it before
 * it was acknowledged, so the last checkpoint plus the log is the document, and the relay encodes
 * nothing (its event loop relays; a long script's state is encoded in the API's Yjs worker). The
 * relay's own state is stored instead when a change did not go through the log (a REST change
 * through a direct connection, an append refused for good) and when the
 * last connection leaves (the store before unloading covers even updates still waiting for their
 * append). Hocuspocus debounces the
 * stores (`debounce`/`maxDebounce`) and flushes them on the last disconnect. A failed store keeps
 * the document in memory and is retried with backoff until the API takes it, except when the API
 * refuses it for good (4220: the database refuses the content): retrying the same state cannot
 * help, so it is tried again only when the document changes, and let go once nobody has it open.
 */
export class PersistenceExtension implements Extension {
  extensionName = 'PersistenceExtension';

  /** Digest of the last state the API accepted, per document: an unchanged state is not stored again. */
  private readonly storedDigest = new Map<string, string>();
  /**
   * Documents unchanged since they were loaded: a store of one is skipped without encoding it.
   * (Digesting the loaded state instead would encode the whole document on the open path, before
   * the first client can sync: tens of milliseconds for a long script.)
   */
  private readonly unchangedSinceLoad = new Set<string>();
  /** Users who changed each document since its last successful store. */
  private readonly editors = new Map<string, Set<string>>();
  /** Documents whose last store failed, with the pending retry and its current delay. */
  private readonly failing = new Map<string, { timer: NodeJS.Timeout; delayMs: number }>();
  /** Documents whose last store the API refused for good (see isRefused). */
  private readonly refused = new Set<string>();
  /** Documents changed other than by a logged client update since their last full store. */
  private readonly unlogged = new Set<string>();
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly compactionsDescend: boolean;
  private readonly logSettled: () => Promise<void>;

  constructor(
    private readonly backend: RelayBackend,
    options: PersistenceOptions = {},
  ) {
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.compactionsDescend = options.compactionsDescend ?? false;
    this.logSettled = options.logSettled ?? (() => Promise.resolve());
  }

  /** An update of the document was applied but will not reach the log: its next store is a full one. */
  markUnlogged(documentName: string): void {
    this.unlogged.add(documentName);
  }

  async onLoadDocument({ documentName, document }: onLoadDocumentPayload<RelayContext>) {
    // A failed load throws: Hocuspocus then refuses the connections and unloads the document, so
    // an empty document can never be stored over real content. The reason tells the provider it
    // may try again later (unlike 'forbidden').
    let stored: RelayStoredContent;
    try {
      stored = await this.backend.load(documentName);
    } catch (error) {
      console.error(`[relay] cannot load ${documentName}: ${(error as Error).message}`);
      throw refuse(4503, 'load-failed');
    }
    withoutUpdateEvents(document, () => {
      if (stored.state) Y.applyUpdate(document, stored.state);
      // The log tail: acknowledged after that checkpoint, in arrival order. A row that is not a valid
      // update never changed the document it was sent to either (the relay closed that connection).
      for (const update of stored.updates) {
        try {
          Y.applyUpdate(document, update);
        } catch {
          console.error(`[relay] ${documentName}: skipped a logged update that is not a valid Yjs update`);
        }
      }
    });
    this.storedDigest.delete(documentName);
    this.unchangedSinceLoad.add(documentName);
  }

  async onChange({ documentName, context, transactionOrigin }: onChangePayload<RelayContext>) {
    // Any update after the load (Hocuspocus reports none of the load's own) makes the next store real.
    this.unchangedSinceLoad.delete(documentName);
    // A client's update went to the log first (DurableUpdatesExtension), here or, arriving over
    // Redis, in the relay that received it (relays with Redis share the database's log); a change
    // made in this process (a direct connection) did not.
    if (!isTransactionOrigin(transactionOrigin) || transactionOrigin.source === 'local')
      this.unlogged.add(documentName);
    const userId = context?.user?.id;
    if (!userId) return;
    const set = this.editors.get(documentName) ?? new Set<string>();
    set.add(userId);
    this.editors.set(documentName, set);
  }

  async onStoreDocument(payload: onStoreDocumentPayload<RelayContext>) {
    const { documentName, document } = payload;
    if (this.unchangedSinceLoad.has(documentName)) return;
    const editors = [...(this.editors.get(documentName) ?? [])];
    if (this.backend.compact && document.getConnectionsCount() > 0 && !this.unlogged.has(documentName)) {
      let checkpoint: string | null;
      try {
        await this.logSettled();
        checkpoint = await this.backend.compact(documentName, { editors });
      } catch (error) {
        this.storeFailed(payload, error);
        return;
      }
      // With this relay the only writer, the live state contains the compacted checkpoint: the next
      // full store names it as its base (the API then stores that state without merging it again).
      // Else the base stays what it was (the API merges when the checkpoint has moved on since).
      if (checkpoint && this.compactionsDescend) this.storedDigest.set(documentName, checkpoint);
      else if (checkpoint) this.storedDigest.delete(documentName);
      this.forget(documentName);
      return;
    }
    const state = Y.encodeStateAsUpdate(document);
    // Changes made from here on mark the document again (onChange); these are in `state`.
    const wasUnlogged = this.unlogged.delete(documentName);
    const hash = digest(state);
    if (this.storedDigest.get(documentName) === hash) return;
    const baseHash = this.storedDigest.get(documentName);
    try {
      await this.backend.store(documentName, state, { editors, ...(baseHash ? { baseHash } : {}) });
    } catch (error) {
      if (wasUnlogged) this.unlogged.add(documentName);
      this.storeFailed(payload, error);
      return;
    }
    this.storedDigest.set(documentName, hash);
    this.forget(documentName);
  }

  /** A store or compaction failed: dropped (gone), kept (refused for good) or retried with backoff. */
  private storeFailed(payload: onStoreDocumentPayload<RelayContext>, error: unknown): void {
    const { documentName } = payload;
    if (isGone(error)) {
      // The API says the document no longer exists at all: no retry can ever succeed, and
      // keeping it would hold it in memory and retry forever. Let Hocuspocus unload it.
      console.error(`[relay] ${documentName} no longer exists; its unsaved changes are dropped`);
      this.forget(documentName);
      return;
    }
    if (isRefused(error)) {
      this.storeRefused(payload, error as RelayBackendError);
      return;
    }
    this.scheduleRetry(payload);
    // Rethrown so Hocuspocus keeps the document loaded (it unloads only after a clean store).
    throw error;
  }

  /**
   * A store the API refused for good: no retry timer (the same state is refused the same way, and a
   * loop would only load the API), reported with the document's name. While someone has it open it
   * stays in memory and the next change is stored as usual (the writer may remove the cause);
   * once nobody has it open it is let go, so it neither lingers nor holds up a shutdown.
   */
  private storeRefused(payload: onStoreDocumentPayload<RelayContext>, error: RelayBackendError): void {
    const { documentName, document } = payload;
    const failing = this.failing.get(documentName);
    if (failing) clearTimeout(failing.timer);
    this.failing.delete(documentName);
    this.refused.add(documentName);
    if (document.getConnectionsCount() === 0) {
      console.error(
        `[relay] ${documentName} cannot be stored (${error.message}); nobody has it open, so its unsaved changes are dropped`,
      );
      this.forget(documentName);
      return;
    }
    console.error(
      `[relay] ${documentName} cannot be stored (${error.message}); kept while open, stored again when it changes`,
    );
    // Rethrown so Hocuspocus keeps the document loaded for the people editing it.
    throw error;
  }

  /** Clears the dirty state of a document (after a store, or when it is gone for good). */
  private forget(documentName: string): void {
    this.refused.delete(documentName);
    this.editors.delete(documentName);
    const failing = this.failing.get(documentName);
    if (failing) clearTimeout(failing.timer);
    this.failing.delete(documentName);
  }

  async beforeUnloadDocument({ documentName }: beforeUnloadDocumentPayload) {
    // Hocuspocus unloads a document whose last client left when no store is *scheduled*; a failed
    // store is not scheduled, so without this the unsaved state would be dropped from memory.
    if (this.failing.has(documentName))
      throw new Error(`${documentName} has unsaved changes; kept in memory`);
    if (this.refused.has(documentName))
      console.error(
        `[relay] ${documentName} is closed with changes the API refused to store; they are dropped`,
      );
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload) {
    this.storedDigest.delete(documentName);
    this.unlogged.delete(documentName);
    this.backend.forget?.(documentName);
    this.unchangedSinceLoad.delete(documentName);
    this.editors.delete(documentName);
    this.refused.delete(documentName);
  }

  private scheduleRetry(payload: onStoreDocumentPayload<RelayContext>): void {
    const { documentName, document, instance } = payload;
    const previous = this.failing.get(documentName);
    if (previous) clearTimeout(previous.timer);
    const delayMs = previous ? Math.min(previous.delayMs * 2, this.maxRetryDelayMs) : this.retryDelayMs;
    const timer = setTimeout(() => {
      // `immediately` runs the normal store chain (all extensions, then unload if nobody is left).
      if (instance.documents.get(documentName) === document)
        instance.storeDocumentHooks(document, payload, true);
    }, delayMs);
    timer.unref();
    this.failing.set(documentName, { timer, delayMs });
  }
}

/** Whether the API refused the stored content itself (4220): the same state fails the same way. */
function isRefused(error: unknown): boolean {
  return error instanceof RelayBackendError && error.status === Status.VALIDATION;
}

/** Whether a store failed because the API no longer has the document (a final answer). */
function isGone(error: unknown): boolean {
  return error instanceof RelayBackendError && error.status === Status.NOT_FOUND;
}

/**
 * Runs `apply` with the document's `update` listeners detached. While a document loads, Hocuspocus
 * only queues its update events for a broadcast to connections it does not have yet (clients get
 * the state through the sync step); with a listener attached, Yjs encodes every applied transaction
 * into such an event: a second encoding of the whole stored state on the open path.
 */
function withoutUpdateEvents(document: Y.Doc, apply: () => void): void {
  const listeners = [...(document._observers.get('update') ?? [])];
  for (const listener of listeners) document.off('update', listener);
  try {
    apply();
  } finally {
    for (const listener of listeners) document.on('update', listener);
  }
}

function digest(state: Uint8Array): string {
  return createHash('sha256').update(state).digest('base64');
}
