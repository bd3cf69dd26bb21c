import { parseRelayDocumentName, type TRelayAccess } from '@juzuo/schemas';

import type { FastifyInstance } from 'fastify';
import { findWorkAccess } from '../works/access';
import { documentOwner } from './kinds';
import { relayAccess } from './policies';

/** Access to a relay document plus the work it belongs to (when it exists). */
export interface DocumentAccessDecision {
  access: TRelayAccess;
  workId: string | null;
}

/**
 * What a user may do with a relay document: no work membership (or a deleted work, or no such
 * document) -> 'none'; membership without the kind's write permission -> 'read'; else 'write'.
 */
export async function decideDocumentAccessWithWork(
  app: FastifyInstance,
  userId: string,
  documentName: string,
): Promise<DocumentAccessDecision> {
  const name = parseRelayDocumentName(documentName);
  if (!name) return { access: 'none', workId: null };
  const db = app.database.db;
  const owner = await documentOwner(db, name);
  // A deleted document, idea or board is refused like one that never existed.
  if (!owner || owner.deleted) return { access: 'none', workId: null };
  const access = await findWorkAccess(db, userId, owner.workId);
  if (!access) return { access: 'none', workId: owner.workId };
  return { access: relayAccess(access, name.kind), workId: owner.workId };
}

/** The access part of decideDocumentAccessWithWork. */
export async function decideDocumentAccess(
  app: FastifyInstance,
  userId: string,
  documentName: string,
): Promise<TRelayAccess> {
  return (await decideDocumentAccessWithWork(app, userId, documentName)).access;
}
