import {
  type afterLoadDocumentPayload,
  type Connection,
  type Document,
  type Extension,
  isTransactionOrigin,
  OutgoingMessage,
} from '@hocuspocus/server';
import type { Transaction } from 'yjs';

/** The two private members of Hocuspocus 4.7's Document that relay an update (Document.ts). */
interface BroadcastInternals {
  broadcastUpdate(update: Uint8Array): void;
  broadcast(
    encode: (messageAddress: string) => Uint8Array,
    filter?: (connection: Connection) => boolean,
  ): void;
}

let warned = false;

/**
 * Relays a client's update to every other connection of the document, not back to the client that
 * sent it. Hocuspocus 4.7 broadcasts each update to all connections, sender included: the echo is one
 * more socket write per update on the relay, and on the client one more Yjs transaction that changes
 * nothing (in the editor, y-prosemirror still computes a relative selection for it: a paragraph walk
 * per keystroke). Acknowledgements are separate messages (SyncStatus, see ackGate.ts), so the
 * provider's synced state does not depend on the echo.
 *
 * Needs `flushDelay: false` (createRelay sets it): each update is then broadcast synchronously while
 * Yjs emits it, right after the `afterTransaction` event of the same transaction, which names the
 * sender. With batching, one merged broadcast can carry updates of several senders, so nothing is
 * filtered then. Updates from Redis, from the server itself or from loading have no connection as
 * origin and still go to everyone.
 */
export class NoEchoExtension implements Extension {
  extensionName = 'NoEchoExtension';

  async afterLoadDocument({ document }: afterLoadDocumentPayload) {
    suppressEcho(document);
  }
}

/**
 * Replaces the document's update broadcast by one that skips the sender's connection. Answers
 * whether it did: not with batching, nor when Hocuspocus no longer has the members it replaces (an
 * upgrade; the document then keeps the stock broadcast, echo included, and a warning says so once).
 */
export function suppressEcho(document: Document): boolean {
  if (document.flushDelay !== false) return false;
  const internals = document as unknown as Partial<BroadcastInternals>;
  if (typeof internals.broadcast !== 'function' || typeof internals.broadcastUpdate !== 'function') {
    if (!warned) {
      warned = true;
      console.warn(
        '[relay] Hocuspocus Document has no broadcast/broadcastUpdate: updates echo to their sender',
      );
    }
    return false;
  }
  const broadcast = internals.broadcast.bind(document);
  let sender: Connection | null = null;
  document.on('afterTransaction', (transaction: Transaction) => {
    const origin: unknown = transaction.origin;
    sender = isTransactionOrigin(origin) && origin.source === 'connection' ? origin.connection : null;
  });
  internals.broadcastUpdate = (update: Uint8Array) => {
    const from = sender;
    sender = null;
    // The same message Hocuspocus builds (Document.broadcastUpdate), encoded once per address.
    broadcast(
      (address) => new OutgoingMessage(address).createSyncMessage().writeUpdate(update).toUint8Array(),
      from ? (connection) => connection !== from : undefined,
    );
  };
  return true;
}
