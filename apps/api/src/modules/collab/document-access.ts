import {
  parseRelayDocumentName,
  type TRelayAccess,
  type TRelayDocumentKind,
  type TRelayDocumentName,
  type TWorkPermission,
  WorkPermission,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { works } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { findDocument } from '../docs/access';
import { findIdea } from '../ideas/repo';
import { findWorkAccess, holdsAny } from '../works/access';

/** The work permissions that make a document kind editable (ARCHITECTURE.md "Collaboration relay"). */
export const WRITE_PERMISSIONS: Record<TRelayDocumentKind, readonly TWorkPermission[]> = {
  doc: [WorkPermission.WriteWork],
  idea: [WorkPermission.EditIdeas],
  cards: [WorkPermission.EditIdeas],
  outline: [WorkPermission.EditIdeas],
  comments: [WorkPermission.Producer, WorkPermission.WriteWork],
  game: [WorkPermission.WriteWork],
};

/**
 * The work a relay document belongs to, or null when the thing it names does not exist (or was
 * deleted). Game boards do not exist yet, so `game:` names have no work.
 */
export async function documentWorkId(db: DbLike, name: TRelayDocumentName): Promise<string | null> {
  switch (name.kind) {
    case 'doc':
    case 'comments': {
      const doc = await findDocument(db, name.id);
      return doc && !doc.deletedAt ? doc.workId : null;
    }
    case 'idea':
    case 'cards': {
      const idea = await findIdea(db, name.id);
      return idea && !idea.deletedAt ? idea.workId : null;
    }
    case 'outline': {
      const [work] = await db.select({ id: works.id }).from(works).where(eq(works.id, name.id)).limit(1);
      return work?.id ?? null;
    }
    case 'game':
      return null;
  }
}

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
  const workId = await documentWorkId(db, name);
  if (!workId) return { access: 'none', workId: null };
  const access = await findWorkAccess(db, userId, workId);
  if (!access) return { access: 'none', workId };
  return { access: holdsAny(access, WRITE_PERMISSIONS[name.kind]) ? 'write' : 'read', workId };
}

/** The access part of decideDocumentAccessWithWork. */
export async function decideDocumentAccess(
  app: FastifyInstance,
  userId: string,
  documentName: string,
): Promise<TRelayAccess> {
  return (await decideDocumentAccessWithWork(app, userId, documentName)).access;
}
