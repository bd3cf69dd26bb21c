import type { beforeSyncPayload, Extension } from '@hocuspocus/server';
import { AckGate } from './ackGate';
import type { RelayContext } from './backend';
import type { UpdateLog } from './updateLog';

/** y-protocols sync message types that carry a client's changes (SyncStep2 and Update). */
const SYNC_STEP_2 = 1;
const UPDATE = 2;

/**
 * Durable before acknowledged: every update a client sends (its first SyncStep2 and each Update)
 * goes to the document's durable update log, and its acknowledgement leaves only once the log has
 * it, so an update the provider counts as synced survives a SIGKILL of the relay, of the process
 * or of the database. The update itself is applied and relayed at once (only the acknowledgement
 * waits, in the socket's AckGate). The raw bytes the client sent are logged, not the document's
 * own update event: they are exactly what was acknowledged, including parts Yjs keeps pending.
 * Updates that arrive from other relays over Redis were logged by the relay that received them.
 */
export class DurableUpdatesExtension implements Extension {
  extensionName = 'DurableUpdatesExtension';

  constructor(
    private readonly log: UpdateLog,
    /** Told when an update of a document was applied but will never be durable. */
    private readonly onNotDurable: (documentName: string) => void = () => {},
  ) {}

  async beforeSync({ connection, documentName, type, payload }: beforeSyncPayload<RelayContext>) {
    if (type !== SYNC_STEP_2 && type !== UPDATE) return;
    // A read-only connection's changes are not applied (Hocuspocus answers them unsynced).
    if (connection.readOnly || isEmptyUpdate(payload)) return;
    // A copy: the payload is a view into the socket's message buffer.
    const durable = this.log.append(documentName, payload.slice());
    durable.catch(() => this.onNotDurable(documentName));
    const socket = connection.webSocket;
    if (socket instanceof AckGate) socket.hold(connection.messageAddress, durable);
    // A socket we do not wrap: apply (and so acknowledge) only once durable; a failure closes it.
    else await durable;
  }

  async onDestroy() {
    this.log.close();
  }
}

/** A Yjs update with no structs and no deletions (`[0, 0]`), e.g. a SyncStep2 with nothing new. */
function isEmptyUpdate(update: Uint8Array): boolean {
  return update.length <= 2 && update.every((byte) => byte === 0);
}
