import { docFromState, replaceFragmentContent } from '@juzuo/doc-model';
import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { type AutoVersioner, type CheckpointTarget, storeCheckpoint, storedDoc } from './checkpoint';

/**
 * The document as its editors see it now: the relay's in-memory copy when it is open in this
 * process (the stored checkpoint may lag by the relay's debounce), else the stored state.
 */
export async function currentDoc(app: FastifyInstance, target: CheckpointTarget): Promise<Y.Doc> {
  const live = app.relay?.documents.get(target.name);
  if (live) return docFromState(Y.encodeStateAsUpdate(live));
  return storedDoc(app.database.db, target, new Date(app.clock.now()));
}

/**
 * Replaces a document's content with `source`'s for every editor at once. With the relay in this
 * process the replacement is a Yjs transaction on the live document (through a direct connection),
 * so open editors receive it as a normal update and it merges with their typing; closing the
 * connection stores the checkpoint. Without a relay the same replacement is applied to the stored
 * state (`autoVersion` as in storeCheckpoint). Answers whether it went through the live relay.
 */
export async function applyContent(
  app: FastifyInstance,
  target: CheckpointTarget,
  source: Y.Doc,
  user: { id: string; name: string },
  autoVersion?: AutoVersioner,
): Promise<{ live: boolean }> {
  if (app.relay) {
    const connection = await app.relay.openDirectConnection(target.name, {
      user: { id: user.id, name: user.name },
      access: 'write',
    });
    try {
      await connection.transact((doc) => replaceFragmentContent(doc, source));
    } finally {
      // Stores at once (the relay's persistence merges it into the checkpoint; a failed store stays
      // in the relay's memory and is retried).
      await connection.disconnect().catch((error: unknown) => {
        app.log.warn(
          { err: error, document: target.name },
          'relay store after a content change failed; it retries',
        );
      });
    }
    return { live: true };
  }
  const now = new Date(app.clock.now());
  const doc = await storedDoc(app.database.db, target, now);
  replaceFragmentContent(doc, source);
  await storeCheckpoint(app.database.db, target, Y.encodeStateAsUpdate(doc), {
    editors: [user.id],
    now,
    autoVersion,
  });
  return { live: false };
}

/**
 * Runs `mutate` on a document for every editor at once, whatever its kind: a Yjs transaction on the
 * live document through the in-process relay (open editors receive it as a normal update; closing
 * the connection stores the checkpoint, so the kind's mirror is current when this resolves), or on
 * the stored state without a relay. Answers what `mutate` answered.
 */
export async function transactLive<T>(
  app: FastifyInstance,
  target: CheckpointTarget,
  user: { id: string; name: string },
  mutate: (doc: Y.Doc) => T,
): Promise<T> {
  let result: T | undefined;
  const run = (doc: Y.Doc) => {
    doc.transact(() => {
      result = mutate(doc);
    });
  };
  if (app.relay) {
    const connection = await app.relay.openDirectConnection(target.name, {
      user: { id: user.id, name: user.name },
      access: 'write',
    });
    try {
      await connection.transact(run);
    } finally {
      await connection.disconnect().catch((error: unknown) => {
        app.log.warn(
          { err: error, document: target.name },
          'relay store after a REST change failed; it retries',
        );
      });
    }
    return result as T;
  }
  const now = new Date(app.clock.now());
  const doc = await storedDoc(app.database.db, target, now);
  run(doc);
  await storeCheckpoint(app.database.db, target, Y.encodeStateAsUpdate(doc), { editors: [user.id], now });
  return result as T;
}
