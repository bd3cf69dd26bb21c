import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { type CheckpointTarget, storeCheckpoint, storedDoc } from '../docs/checkpoint';

/** Per-board chain of stored-state changes in this process (used only without a relay). */
const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after the board's earlier tasks in this process. */
function serialised<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

/**
 * Changes a board for everyone at once and answers what `change` answers. With the relay in this
 * process the change is one Yjs transaction on the live document (a direct connection, as history
 * recover does for scripts): open boards get it as a normal update that merges with their edits,
 * and `change` sees the board as its editors see it now, so checks made inside it (unique variable
 * names, that an edge's ends exist) cannot race another write in this process. Closing the
 * connection stores the checkpoint (and the mirror) before this answers. Without a relay the same
 * change is applied to the stored state, one change per board at a time.
 *
 * `change` must check before it mutates: a throw leaves the document as it found it only then.
 */
export async function changeBoard<T>(
  app: FastifyInstance,
  target: CheckpointTarget,
  user: { id: string; name: string },
  change: (doc: Y.Doc) => T,
): Promise<T> {
  if (app.relay) {
    const connection = await app.relay.openDirectConnection(target.name, {
      user: { id: user.id, name: user.name },
      access: 'write',
    });
    let result: T | undefined;
    try {
      await connection.transact((doc) => {
        result = change(doc);
      });
    } finally {
      await connection.disconnect().catch((error: unknown) => {
        app.log.warn(
          { err: error, document: target.name },
          'relay store after a board change failed; it retries',
        );
      });
    }
    return result as T;
  }
  return serialised(target.name, async () => {
    const now = new Date(app.clock.now());
    const doc = await storedDoc(app.database.db, target, now);
    const result = change(doc);
    await storeCheckpoint(app.database.db, target, Y.encodeStateAsUpdate(doc), { editors: [user.id], now });
    return result;
  });
}
