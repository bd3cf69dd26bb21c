import type { FastifyInstance } from 'fastify';
import { storeCheckpoint } from '../docs/checkpoint';
import type { StoreQueue } from '../docs/store-queue';
import { documentsWithLog, dropLog } from '../docs/update-log';
import { maybeAutoVersion } from '../history/auto';
import { resolveTarget } from './kinds';

/** How often the sweep looks for logs nobody folded, and how old their rows must be. */
export interface LogCompactionOptions {
  sweepEveryMs?: number;
  /** Rows younger than this belong to documents a relay is still checkpointing itself. */
  minAgeMs?: number;
  /** Documents folded per sweep at most (the rest wait for the next one). */
  batch?: number;
}

/** Folds documents' update logs into their checkpoints in the background. */
export interface LogCompactor {
  /** Folds this document's log soon (deduplicated; after the current request has been answered). */
  soon(name: string): void;
  /** Folds every document with rows older than `minAgeMs` (all rows when 0); answers how many. */
  sweep(minAgeMs?: number): Promise<number>;
}

const compactors = new WeakMap<FastifyInstance, LogCompactor>();

/** The log compactor the collab routes of this app started, if any. */
export function compactorOf(app: FastifyInstance): LogCompactor | undefined {
  return compactors.get(app);
}

/**
 * While a relay holds a document, its own checkpoints fold the log (every store does). What is left
 * is folded here: a document loaded with a log tail (a relay or the process died before its
 * checkpoint), and, by a periodic sweep, logs nobody will load soon (a standalone relay that died,
 * the first sweep after a start). REST reads (doc/detail) read the mirror the fold updates, so they
 * catch up without anyone opening the document. Folds go through the checkpoint store queue, like
 * relay stores, so PGlite keeps relaying between them.
 */
export function startLogCompaction(
  app: FastifyInstance,
  stores: StoreQueue,
  options: LogCompactionOptions = {},
): LogCompactor {
  const { sweepEveryMs = 60_000, minAgeMs = 30_000, batch = 200 } = options;
  const queued = new Set<string>();
  const running = new Set<Promise<unknown>>();
  let closed = false;

  const fold = async (name: string): Promise<void> => {
    const db = app.database.db;
    const target = await resolveTarget(db, name);
    if (!target) {
      // The document is gone for good (its work was purged): nothing can ever load these rows.
      await dropLog(db, name);
      return;
    }
    await storeCheckpoint(db, target, null, {
      editors: [],
      now: new Date(app.clock.now()),
      autoVersion: maybeAutoVersion,
    });
  };
  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => {});
    return promise;
  };
  const foldQueued = (name: string): Promise<void> =>
    stores
      .run(() => {
        queued.delete(name);
        return closed ? Promise.resolve() : fold(name);
      })
      .catch((error: unknown) => {
        // The rows stay: the next load or sweep folds them. A refused save is reported by the store.
        app.log.warn({ err: error, document: name }, 'folding the update log into the checkpoint failed');
      });

  const compactor: LogCompactor = {
    soon(name) {
      if (closed || queued.has(name)) return;
      queued.add(name);
      track(foldQueued(name));
    },
    async sweep(age = minAgeMs) {
      const before = age > 0 ? new Date(Date.now() - age) : undefined;
      const names = await documentsWithLog(app.database.db, batch, before);
      for (const name of names) {
        if (closed) break;
        if (queued.has(name)) continue;
        queued.add(name);
        await track(foldQueued(name));
      }
      return names.length;
    },
  };

  const sweepQuietly = (age: number) =>
    track(compactor.sweep(age)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'update log sweep failed; it runs again later'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Rows left by a crash before this start: nobody holds their documents yet, fold them all.
    void sweepQuietly(0);
    timer = setInterval(() => void sweepQuietly(minAgeMs), sweepEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await Promise.allSettled([...running]);
  });
  compactors.set(app, compactor);
  return compactor;
}
