import { type Configuration, Redis } from '@hocuspocus/extension-redis';
import {
  type afterLoadDocumentPayload,
  type afterUnloadDocumentPayload,
  type Document,
  isTransactionOrigin,
  OutgoingMessage,
  type onChangePayload,
} from '@hocuspocus/server';
import * as Y from 'yjs';

/** How the relays keep a document the same when a Redis message was lost (see the class comment). */
export interface RepairOptions {
  /** Period of the repair round of the documents that changed in it (ms). */
  repairIntervalMs?: number;
  /** Least time between two repair rounds of one document (ms). */
  repairSpacingMs?: number;
}

const DEFAULT_REPAIR_INTERVAL_MS = 10_000;
const DEFAULT_REPAIR_SPACING_MS = 1_000;

/**
 * Hocuspocus's Redis extension, relaying the update bytes between relays instead of a sync round
 * per change.
 *
 * Stock 4.7 answers every change (coalesced per event-loop turn) with a SyncStep1 on the document's
 * channel; every peer replies with a SyncStep2 and its own SyncStep1, which is answered with one
 * more SyncStep2. Each SyncStep2 is `encodeStateAsUpdate(doc, stateVector)`, which always carries
 * the document's whole delete set, so every keystroke cost each relay two encodes and two applies
 * that grow with the document's history: in a profiled scale-out soak one relay spent 18.9 s
 * encoding and 37.4 s applying them in 6 minutes, and its CPU rose from 27 to 38 % of a core
 * (decisions.md, session 20). Here the updates of a turn are merged and published as one Yjs update
 * message, which the peers' stock receiver applies with the Redis origin and answers with nothing.
 *
 * Redis pub/sub delivers at most once: a relay whose connection drops misses what was published
 * meanwhile, where the stock round per change repaired it with the next change. The sync round stays
 * as the repair, sent on this relay's SyncStep1 (peers answer with what it lacks and ask for what
 * they lack, so one round mends both sides):
 * - when a document is loaded (the stock extension, unchanged);
 * - when an update from Redis leaves Yjs waiting for structs it never got (a lost update of a
 *   client that kept typing), at most once per `repairSpacingMs`;
 * - when either Redis connection is ready again after a drop, for every open document;
 * - when publishing failed, for that document;
 * - every `repairIntervalMs` for each document changed through this relay in the period (a lost
 *   last update of a client that stopped typing has no later struct to reveal it; the relay that
 *   published it asks, so a document shared by two relays costs one round per period, not two).
 *   These rounds are spread over the period, not sent together: a round costs each side an encode
 *   or an apply of the document's whole delete set, and twenty documents' rounds in one turn held
 *   a relay's loop 30-54 ms late at the end of a 10-minute scale-out soak (decisions.md, session 23).
 *   The rounds after a reconnect are spread over `repairSpacingMs` for the same reason.
 * Awareness, stateless broadcasts, store locks and the initial sync are the stock extension's.
 */
export class UpdateRelayingRedis extends Redis {
  private readonly outgoing = new Map<string, Uint8Array[]>();
  private readonly changedSinceRound = new Set<string>();
  private readonly lastRound = new Map<string, number>();
  /** Rounds waiting for their time, per document, and when each is due. */
  private readonly roundTimers = new Map<string, { timer: NodeJS.Timeout; at: number }>();
  private readonly framePrefix: Buffer;
  private readonly repairIntervalMs: number;
  private readonly repairSpacingMs: number;
  private readonly periodic: NodeJS.Timeout;

  constructor(configuration: Partial<Configuration>, repair: RepairOptions = {}) {
    super(configuration);
    // The stock frame: identifier length, identifier, message (its receiver drops its own frames).
    const identifier = Buffer.from(this.configuration.identifier, 'utf-8');
    this.framePrefix = Buffer.concat([Buffer.from([identifier.length]), identifier]);
    this.repairIntervalMs = repair.repairIntervalMs ?? DEFAULT_REPAIR_INTERVAL_MS;
    this.repairSpacingMs = repair.repairSpacingMs ?? DEFAULT_REPAIR_SPACING_MS;
    this.periodic = setInterval(() => this.periodicRounds(), this.repairIntervalMs);
    this.periodic.unref();
    for (const client of [this.pub, this.sub]) {
      let wasReady = false;
      client.on('ready', () => {
        if (wasReady) this.roundForAll();
        wasReady = true;
      });
    }
  }

  override async afterLoadDocument(data: afterLoadDocumentPayload) {
    await super.afterLoadDocument(data);
    const { documentName, document } = data;
    document.on('afterTransaction', (transaction: Y.Transaction) => {
      if (!this.fromRedis(transaction.origin)) return;
      const store = document.store;
      if (store.pendingStructs || store.pendingDs) this.requestRound(documentName, document);
    });
  }

  /** The change goes to the peers as an update (Redis-borne changes are theirs already). */
  override async onChange({ documentName, document, update, transactionOrigin }: onChangePayload) {
    if (this.fromRedis(transactionOrigin)) return;
    this.changedSinceRound.add(documentName);
    const queued = this.outgoing.get(documentName);
    if (queued) {
      queued.push(update);
      return;
    }
    this.outgoing.set(documentName, [update]);
    setImmediate(() => this.publishUpdates(documentName, document));
  }

  override async afterUnloadDocument(data: afterUnloadDocumentPayload) {
    await super.afterUnloadDocument(data);
    if (data.instance.documents.has(data.documentName)) return;
    this.changedSinceRound.delete(data.documentName);
    this.lastRound.delete(data.documentName);
    clearTimeout(this.roundTimers.get(data.documentName)?.timer);
    this.roundTimers.delete(data.documentName);
  }

  override async onDestroy() {
    clearInterval(this.periodic);
    for (const { timer } of this.roundTimers.values()) clearTimeout(timer);
    this.roundTimers.clear();
    this.outgoing.clear();
    await super.onDestroy();
  }

  /** Publishes a turn's updates of a document as one update message. */
  private publishUpdates(documentName: string, document: Document) {
    const updates = this.outgoing.get(documentName);
    this.outgoing.delete(documentName);
    if (!updates) return;
    const update = updates.length === 1 ? (updates[0] as Uint8Array) : Y.mergeUpdates(updates);
    const message = new OutgoingMessage(documentName).createSyncMessage().writeUpdate(update);
    this.publish(documentName, message.toUint8Array()).catch(() => this.requestRound(documentName, document));
  }

  /**
   * A sync round for a document at `notBefore` (now by default), or as soon as `repairSpacingMs` has
   * passed since its last; a round already due earlier stands, a later one is brought forward.
   */
  private requestRound(documentName: string, document: Document, notBefore = Date.now()) {
    const at = Math.max(notBefore, (this.lastRound.get(documentName) ?? 0) + this.repairSpacingMs);
    const waiting = this.roundTimers.get(documentName);
    if (waiting) {
      if (waiting.at <= at) return;
      clearTimeout(waiting.timer);
      this.roundTimers.delete(documentName);
    }
    const wait = at - Date.now();
    if (wait <= 0) {
      this.round(documentName, document);
      return;
    }
    const timer = setTimeout(() => {
      this.roundTimers.delete(documentName);
      this.round(documentName, document);
    }, wait);
    timer.unref();
    this.roundTimers.set(documentName, { timer, at });
  }

  /** Rounds for these documents, one after another at even steps over `overMs`. */
  private spreadRounds(documents: Array<[string, Document]>, overMs: number) {
    const start = Date.now();
    const step = overMs / Math.max(1, documents.length);
    for (const [i, [documentName, document]] of documents.entries())
      this.requestRound(documentName, document, start + Math.round(i * step));
  }

  /** Sends this relay's SyncStep1 of a still-open document; peers answer on its reply channel. */
  private round(documentName: string, document: Document) {
    if (this.instance?.documents.get(documentName) !== document) return;
    this.lastRound.set(documentName, Date.now());
    this.changedSinceRound.delete(documentName);
    const message = new OutgoingMessage(documentName).createSyncMessage().writeFirstSyncStepFor(document);
    this.publish(documentName, message.toUint8Array()).catch((error: unknown) => {
      console.error(`[relay] Redis repair of ${documentName} failed:`, (error as Error).message);
    });
  }

  private periodicRounds() {
    const due: Array<[string, Document]> = [];
    for (const documentName of [...this.changedSinceRound]) {
      const document = this.instance?.documents.get(documentName);
      if (document) due.push([documentName, document]);
      else this.changedSinceRound.delete(documentName);
    }
    this.spreadRounds(due, this.repairIntervalMs);
  }

  private roundForAll() {
    this.spreadRounds([...(this.instance?.documents ?? [])], this.repairSpacingMs);
  }

  private publish(documentName: string, message: Uint8Array): Promise<number> {
    const channel = `${this.configuration.prefix}:${documentName}`;
    return this.pub.publish(channel, Buffer.concat([this.framePrefix, message]));
  }

  private fromRedis(origin: unknown): boolean {
    return isTransactionOrigin(origin) && origin.source === 'redis';
  }
}
