import {
  ok,
  Status,
  StatusMessage,
  type TCollabAuthResult,
  ZCollabAuthRequest,
  ZCollabLoadQuery,
  ZCollabStoreRequest,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { decideDocumentAccess } from './access';

/** Largest Yjs state (base64) the relay may store in one call. */
const STORE_BODY_LIMIT = 64 * 1024 * 1024;

const noSuchDocument = () => new AppError(Status.NOT_FOUND, '文档不存在或已无法访问');

/** The relay's calls: who is this token and what may it do; load and store a document's Yjs state. */
export function registerCollabRoutes(app: FastifyInstance): void {
  app.post('/internal/collab/auth', async (request) => {
    const { token, document } = parse(ZCollabAuthRequest, request.body);
    const auth = await app.authenticateToken(token);
    if (!auth) throw new AppError(Status.TOKEN_INVALID, StatusMessage[Status.TOKEN_INVALID] ?? '');
    const [user] = await app.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, auth.userId))
      .limit(1);
    if (!user) throw new AppError(Status.TOKEN_INVALID, StatusMessage[Status.TOKEN_INVALID] ?? '');
    const access = await decideDocumentAccess(app, auth.userId, document);
    const data: TCollabAuthResult = { user_id: auth.userId, name: user.name, access };
    return ok(data);
  });

  // Issue 4 implements load and store against the documents tables. Until then no relay document has
  // an owner (auth answers 'none' for all), so the relay never gets this far.
  app.get('/internal/collab/load', async (request) => {
    parse(ZCollabLoadQuery, request.query);
    throw noSuchDocument();
  });

  app.post('/internal/collab/store', { bodyLimit: STORE_BODY_LIMIT }, async (request) => {
    parse(ZCollabStoreRequest, request.body);
    throw noSuchDocument();
  });
}
