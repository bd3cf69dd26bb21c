import {
  collabAppend,
  collabAuth,
  collabCompact,
  collabLoad,
  collabStore,
  ok,
  type TCollabAuthResult,
  type TCollabLoadResult,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { tokenInvalid } from '../../lib/status';
import { userName } from '../../lib/users';
import { REFRESH_GRACE_MS } from '../account/routes';
import { appendUpdates } from '../docs/update-log';
import { decideDocumentAccessWithWork } from './document-access';
import { requireInternalSecret } from './internal-secret';
import { startLogCompaction } from './log-compaction';
import { loadRelayContent } from './relay-load';
import { compactRelayDocument, storeQueueOf, storeRelayState } from './relay-store';

/** Largest Yjs state (base64) the relay may store in one call. */
const STORE_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * The relay's calls: who is this token and what may it do; load a document's Yjs state, append to
 * its update log, store a checkpoint of it.
 */
export function registerCollabRoutes(app: FastifyInstance): void {
  startLogCompaction(app, storeQueueOf(app));
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

  // A standalone relay's periodic checkpoint: the log folded in here, the relay sends no state.
  route(app, collabCompact, internal, async (request) => {
    const { document, editors } = request.input;
    const result = await compactRelayDocument(app, { document, editors });
    return ok({ document, stored: result.stored, state_hash: result.checkpoint?.hash ?? null });
  });

  route(app, collabStore, { ...internal, bodyLimit: STORE_BODY_LIMIT }, async (request) => {
    const { document, state, editors, base_hash } = request.input;
    const bytes = new Uint8Array(Buffer.from(state, 'base64'));
    const result = await storeRelayState(app, { document, state: bytes, editors, baseHash: base_hash });
    return ok({ document, ...result });
  });
}
