import {
  type afterLoadDocumentPayload,
  type Connection,
  type Document,
  type Extension,
  isTransactionOrigin,
  OutgoingMessage,
} from '@hocuspocus/server';
import * as Y from 'yjs';

/** The private members of Hocuspocus 4.7's Document that relay updates and awareness (Document.ts). */
interface BroadcastInternals {
  broadcastUpdate(update: Uint8Array): void;
  broadcastAwarenessUpdate(changedClients: number[]): void;
  broadcast(
    encode: (messageAddress: string) => Uint8Array,
    filter?: (connection: Connection) => boolean,
  ): void;
}

/** A pending batch is sent at once when its updates reach this many bytes (Hocuspocus's default). */
const FLUSH_MAX_BYTES = 1024 * 1024;

let warned = false;

/**
 * Relays a client's update to every other connection of the document, not back to the client that
 * sent it, and merges the updates of one event-loop turn into one message per connection, as stock
 * Hocuspocus does with its default `flushDelay: 0`.
 *
 * No echo: Hocuspocus 4.7 broadcasts each update to all connections, sender included: the echo is one
 * more socket write per update on the relay, and on the client one more Yjs transaction that changes
 * nothing (in the editor, y-prosemirror still computes a relative selection for it: a paragraph walk
 * per keystroke). Acknowledgements are separate messages (SyncStatus, see ackGate.ts), so the
 * provider's synced state does not depend on the echo.
 *
 * Merging: under load a turn holds several updates of a document (socket reads queue up while the
 * relay is busy); sent one by one, each is a WebSocket frame and a write to every connection, and in
 * the fan-out profile at load the relay spent 4 times bare Hocuspocus's `ws` time per update, bare
 * Hocuspocus merging and we not. The turn's updates are merged once and every connection gets that
 * one message, except a connection that sent all of them (the echo alone, which would cost its
 * client a transaction that changes nothing). A connection that sent some of them gets its own
 * along with the others' (its Yjs skips the structs it has, inside the transaction it needs anyway
 * for the others'): one merge per turn, as stock Hocuspocus. A message per sender without its own
 * updates meant a merge per sender, each of nearly the whole turn: quadratic in the updates of a busy
 * turn, 14 % of the main thread at 50 x 10 @ 5 (7 times bare Hocuspocus's merging) and its garbage,
 * growing exactly when the relay fell behind.
 *
 * Needs `flushDelay: false` (createRelay sets it): Hocuspocus then hands each update to
 * `broadcastUpdate` synchronously while Yjs emits it, right after the `afterTransaction` event of the
 * same transaction, which names the sender; this extension does the batching itself. Updates from
 * Redis, from the server itself or from loading have no connection as origin and go to everyone.
 *
 * Awareness is batched with the updates, as stock Hocuspocus does: the clients whose state changed
 * in a turn go out after the turn's updates in one message with their latest states. Sent at once
 * instead, each awareness message (every provider renews its state every 15 s: about 37 a second
 * at 50 x 10) cut the turn's pending updates into one more merge and one more message to every
 * connection, then sent its own: in the fan-out profile at 50 x 10 the awareness path took 1.3 s of
 * the main thread's 19 s against bare Hocuspocus's 0.06 s. Any other broadcast of the document
 * (stateless) first sends what is pending, so every connection still sees it all in order.
 */
export class NoEchoExtension implements Extension {
  extensionName = 'NoEchoExtension';

  async afterLoadDocument({ document }: afterLoadDocumentPayload) {
    suppressEcho(document);
  }
}

/** An update waiting for the end of the event-loop turn, and the connection that sent it (if any). */
interface PendingUpdate {
  update: Uint8Array;
  from: Connection | null;
}

/**
 * Replaces the document's update broadcast by one that skips the sender's connection and merges the
 * updates of a turn, and batches its awareness broadcasts with them. Answers whether it did: not with Hocuspocus's own batching, nor when Hocuspocus
 * no longer has the members it replaces (an upgrade; the document then keeps the stock broadcast,
 * echo included, and a warning says so once).
 */
export function suppressEcho(document: Document): boolean {
  if (document.flushDelay !== false) return false;
  const internals = document as unknown as Partial<BroadcastInternals>;
  if (
    typeof internals.broadcast !== 'function' ||
    typeof internals.broadcastUpdate !== 'function' ||
    typeof internals.broadcastAwarenessUpdate !== 'function'
  ) {
    if (!warned) {
      warned = true;
      console.warn(
        '[relay] Hocuspocus Document has no broadcast/broadcastUpdate/broadcastAwarenessUpdate: updates echo to their sender',
      );
    }
    return false;
  }
  const broadcast = internals.broadcast.bind(document);
  let sender: Connection | null = null;
  let pending: PendingUpdate[] = [];
  let pendingBytes = 0;
  const awarenessClients = new Set<number>();
  let scheduled: NodeJS.Immediate | null = null;

  const flush = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    const batch = pending;
    if (batch.length > 0) {
      pending = [];
      pendingBytes = 0;
      // One merge and one message for every connection, except the one that sent the whole turn.
      const only = soleSender(batch);
      broadcast(updateMessage(merge(batch)), only ? (c) => c !== only : undefined);
    }
    if (awarenessClients.size > 0) {
      const clients = [...awarenessClients];
      awarenessClients.clear();
      broadcast(awarenessMessage(document, clients));
    }
  };

  document.on('afterTransaction', (transaction: Y.Transaction) => {
    const origin: unknown = transaction.origin;
    sender = isTransactionOrigin(origin) && origin.source === 'connection' ? origin.connection : null;
  });
  internals.broadcastUpdate = (update: Uint8Array) => {
    pending.push({ update, from: sender });
    sender = null;
    pendingBytes += update.byteLength;
    if (pendingBytes >= FLUSH_MAX_BYTES) flush();
    else scheduled ??= setImmediate(flush);
  };
  internals.broadcastAwarenessUpdate = (changedClients) => {
    for (const client of changedClients) awarenessClients.add(client);
    scheduled ??= setImmediate(flush);
  };
  internals.broadcast = (encode, filter) => {
    flush();
    broadcast(encode, filter);
  };
  return true;
}

/** The connection that sent every update of the batch, or null (several, or the server's own). */
function soleSender(batch: PendingUpdate[]): Connection | null {
  const from = (batch[0] as PendingUpdate).from;
  return from && batch.every((p) => p.from === from) ? from : null;
}

/** The updates of a batch as one (Yjs merges them as stock Hocuspocus does). */
function merge(batch: PendingUpdate[]): Uint8Array {
  return batch.length === 1 ? (batch[0] as PendingUpdate).update : Y.mergeUpdates(batch.map((p) => p.update));
}

/** The same message Hocuspocus builds (Document.broadcastUpdate), encoded once per address. */
function updateMessage(update: Uint8Array): (address: string) => Uint8Array {
  return (address) => new OutgoingMessage(address).createSyncMessage().writeUpdate(update).toUint8Array();
}

/** Hocuspocus's awareness message (Document.broadcastAwarenessUpdate) of the clients' states now. */
function awarenessMessage(document: Document, clients: number[]): (address: string) => Uint8Array {
  return (address) =>
    new OutgoingMessage(address).createAwarenessUpdateMessage(document.awareness, clients).toUint8Array();
}
