import {
  collabAppend,
  collabAuth,
  collabLoad,
  collabStore,
  ok,
  Status,
  type TCollabAuthResult,
  type TCollabLoadResult,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { isRefusedData, sqlStateOf } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { refusedSavesOf } from '../../lib/refused-saves';
import { route } from '../../lib/route';
import { tokenInvalid } from '../../lib/status';
import { userName } from '../../lib/users';
import { REFRESH_GRACE_MS } from '../account/routes';
import { type CheckpointTarget, type StoreResult, storeCheckpoint } from '../docs/checkpoint';
import { createStoreQueue } from '../docs/store-queue';
import { appendUpdates } from '../docs/update-log';
import { maybeAutoVersion } from '../history/auto';
import { decideDocumentAccessWithWork } from './document-access';
import { requireInternalSecret } from './internal-secret';
import { resolveTarget } from './kinds';
import { startLogCompaction } from './log-compaction';
import { loadRelayContent, noSuchDocument } from './relay-load';

/** Largest Yjs state (base64) the relay may store in one call. */
const STORE_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * The relay's calls: who is this token and what may it do; load a document's Yjs state, append to
 * its update log, store a checkpoint of it.
 */
export function registerCollabRoutes(app: FastifyInstance): void {
  // PGlite is one connection (in its own worker thread): stores go one at a time, yielding between.
  const stores = createStoreQueue(app.database.kind === 'pglite' ? 1 : 4);
  startLogCompaction(app, stores);
  // onRequest (not preHandler): refuse before the body is read or parsed.
  const internal = { onRequest: [requireInternalSecret] };
  route(app, collabAuth, internal, async (request) => {
    const { token, document } = request.input;
    const auth = await app.authenticateToken(token);
    // The old token of a refresh keeps working for REST calls in flight, but opens no connection:
    // its connections were closed when it was replaced (a token in its last minute is the same case).
    if (!auth || auth.expiresAt - app.clock.now() <= REFRESH_GRACE_MS) throw tokenInvalid();
    const name = await userName(app.database.db, auth.userId);
    if (name === null) throw tokenInvalid();
    const { access, workId } = await decideDocumentAccessWithWork(app, auth.userId, document);
    const data: TCollabAuthResult = { user_id: auth.userId, name, access };
    // work_id lets relays re-check only the connections an access change touches.
    return ok(workId && access !== 'none' ? { ...data, work_id: workId } : data);
  });

  // Every kind of the registry (collab/kinds.ts) is loaded and stored here; its mirror writes what
  // REST reads need. A deleted document is not loaded (its connections are refused) but a relay that
  // still holds it may store it: nothing a writer typed is dropped.
  route(app, collabLoad, internal, async (request) => {
    const { document } = request.input;
    const { state, updates } = await loadRelayContent(app, document);
    const data: TCollabLoadResult = {
      document,
      state: state ? Buffer.from(state).toString('base64') : null,
      updates: updates.map((u) => Buffer.from(u).toString('base64')),
    };
    return ok(data);
  });

  // Appends before the relay acknowledges: one multi-row insert per call, whatever the documents.
  // No lookup of the documents (an append must stay one statement): the relay appends only what it
  // loaded, and rows of a document that disappears are dropped by the compaction sweep.
  route(app, collabAppend, { ...internal, bodyLimit: STORE_BODY_LIMIT }, async (request) => {
    const { updates } = request.input;
    await appendUpdates(
      app.database.db,
      updates.map((u) => ({ name: u.document, update: new Uint8Array(Buffer.from(u.update, 'base64')) })),
    );
    return ok({ appended: updates.length });
  });

  route(app, collabStore, { ...internal, bodyLimit: STORE_BODY_LIMIT }, async (request) => {
    const { document, state, editors } = request.input;
    const target = await resolveTarget(app.database.db, document);
    if (!target) throw noSuchDocument();
    // A broken update is refused inside the store (4220) before anything is written.
    const bytes = new Uint8Array(Buffer.from(state, 'base64'));
    const now = new Date(app.clock.now());
    let result: StoreResult;
    try {
      result = await stores.run(() =>
        storeCheckpoint(app.database.db, target, bytes, { editors, now, autoVersion: maybeAutoVersion }),
      );
    } catch (error) {
      throw refusedSave(app, target, error, now) ?? error;
    }
    refusedSavesOf(app).clear(document);
    return ok({ document, stored: result.stored, version: result.version });
  });
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
