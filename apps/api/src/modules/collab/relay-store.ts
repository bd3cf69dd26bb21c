import { Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { isRefusedData, sqlStateOf } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { refusedSavesOf } from '../../lib/refused-saves';
import { type CheckpointTarget, storeCheckpoint } from '../docs/checkpoint';
import { type CheckpointBase, type CompactionResult, compactCheckpoint } from '../docs/compact-checkpoint';
import { createStoreQueue, type StoreQueue } from '../docs/store-queue';
import { maybeAutoVersion } from '../history/auto';
import { resolveTarget } from './kinds';
import { noSuchDocument } from './relay-load';

/** What a relay stores: a document's full Yjs state (see ZCollabStoreRequest). */
export interface RelayStoreInput {
  document: string;
  state: Uint8Array;
  editors: string[];
  /** Digest of the last state the API accepted from this relay for the document. */
  baseHash?: string;
  /** The relay journals its updates in files, not in collab_update_log (see storeCheckpoint). */
  journaled?: boolean;
}

const queues = new WeakMap<FastifyInstance, StoreQueue>();

/**
 * The app's checkpoint store queue. PGlite is one connection (in its own worker thread): stores go
 * one at a time, yielding between them; PostgreSQL takes a few at once.
 */
export function storeQueueOf(app: FastifyInstance): StoreQueue {
  let queue = queues.get(app);
  if (!queue) {
    queue = createStoreQueue(app.database.kind === 'pglite' ? 1 : 4);
    queues.set(app, queue);
  }
  return queue;
}

/**
 * Stores a relay's checkpoint of a document (`POST /internal/collab/store`, and the in-process
 * relay directly, without turning a long script's state into base64 and JSON and back).
 */
export async function storeRelayState(
  app: FastifyInstance,
  input: RelayStoreInput,
): Promise<{ stored: boolean; version: number }> {
  // A broken update is refused inside the store (4220) before anything is written.
  const result = await throughStoreQueue(app, input.document, (target, now) =>
    storeCheckpoint(app.database.db, target, input.state, {
      editors: input.editors,
      now,
      autoVersion: maybeAutoVersion,
      baseHash: input.baseHash,
      journaled: input.journaled,
      derive: (state, summary, log) => app.yjsWorker.derive(state, summary, log),
    }),
  );
  return { stored: result.stored, version: result.version };
}

/** What the in-process relay folds into a live document's checkpoint (see compactCheckpoint). */
export interface RelayCompactionInput {
  document: string;
  editors: string[];
  /** The journal's updates of the document (the embedded product); absent: its collab_update_log rows. */
  journaled?: Uint8Array[];
  /** The checkpoint as the relay's backend last knew it. */
  base?: CheckpointBase;
}

/**
 * A live document's periodic checkpoint from its durable log, through the checkpoint store queue
 * like a relay's store; errors are answered as a store's are (4040 gone, 4220 refused for good).
 */
export async function compactRelayDocument(
  app: FastifyInstance,
  input: RelayCompactionInput,
): Promise<CompactionResult> {
  return throughStoreQueue(app, input.document, (target, now) =>
    compactCheckpoint(
      app.database.db,
      target,
      { journaled: input.journaled, base: input.base },
      {
        editors: input.editors,
        now,
        autoVersion: maybeAutoVersion,
        derive: (state, summary, log) => app.yjsWorker.derive(state, summary, log),
      },
    ),
  );
}

/**
 * Runs one checkpoint write of a relay document through the app's store queue: 4040 when the
 * document is gone; a write that went through clears the document's refused-save report; a refusal no
 * retry can fix is reported and answered 4220 (refusedSave).
 */
async function throughStoreQueue<T>(
  app: FastifyInstance,
  document: string,
  write: (target: CheckpointTarget, now: Date) => Promise<T>,
): Promise<T> {
  const target = await resolveTarget(app.database.db, document);
  if (!target) throw noSuchDocument();
  const now = new Date(app.clock.now());
  try {
    const result = await storeQueueOf(app).run(() => write(target, now));
    refusedSavesOf(app).clear(document);
    return result;
  } catch (error) {
    throw refusedSave(app, target, error, now) ?? error;
  }
}

/**
 * A store that no retry can fix (the database refuses the data, or the update is broken) is
 * reported to operators and logged with the document, and answered 4220 so the relay stops
 * retrying it until the document changes. Anything else stays a server fault (the relay retries).
 */
function refusedSave(
  app: FastifyInstance,
  target: CheckpointTarget,
  error: unknown,
  now: Date,
): AppError | null {
  const sqlState = sqlStateOf(error);
  const broken = error instanceof AppError && error.status === Status.VALIDATION;
  if (!broken && !isRefusedData(error)) return null;
  const reason = broken ? error.message : `数据库拒绝保存这份内容（错误代码 ${sqlState}）`;
  const entry = refusedSavesOf(app).record(target.name, target.workId, reason, now);
  app.log.error(
    { document: target.name, workId: target.workId, sqlState, attempts: entry.attempts, err: error },
    'checkpoint refused for good; the relay keeps the document but does not retry it until it changes',
  );
  // A broken update already names its field (state); the database's refusal gets a message of its own.
  return broken ? error : new AppError(Status.VALIDATION, `文档内容无法保存：${reason}`);
}
