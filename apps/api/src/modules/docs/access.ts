import { DocMessage, Status, type TWorkPermission } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { documents, ideas, type TDocumentRow, type TIdeaRow, type TWorkRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { DbLike } from '../team/db-like';
import { noPermission, resolveWorkAccess, workGone } from '../works/access';

/** A user's standing on one live (not deleted) work. */
export interface WorkAccess {
  work: TWorkRow;
  permissions: TWorkPermission[];
}

export { noPermission, workGone };

/**
 * What the user may do with a live work: null when the work is deleted or the user is not a member
 * (the works area's rules: team creator holds all four permissions; leaving the team ends access).
 */
export async function findWorkAccess(db: Db, userId: string, workId: string): Promise<WorkAccess | null> {
  const access = await resolveWorkAccess(db, userId, workId);
  if (!access || access.work.deletedAt) return null;
  return { work: access.work, permissions: access.permissions };
}

/** Whether the access holds any of the permissions (no permissions listed: membership is enough). */
export const holdsAny = (access: WorkAccess, perms: readonly TWorkPermission[]): boolean =>
  perms.length === 0 || perms.some((p) => access.permissions.includes(p));

/**
 * The caller's access to a work, or 8003 (not found, deleted, other team, not a member); with
 * `perms`, 7013 unless the caller holds one of them.
 */
export async function requireWork(
  app: FastifyInstance,
  userId: string,
  workId: string,
  perms: readonly TWorkPermission[] = [],
): Promise<WorkAccess> {
  const access = await findWorkAccess(app.database.db, userId, workId);
  if (!access) throw workGone();
  if (!holdsAny(access, perms)) throw noPermission();
  return access;
}

/** A document row by id, deleted or not. */
export async function findDocument(db: DbLike | Db, docId: string): Promise<TDocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, docId)).limit(1);
  return row;
}

/** An idea row by id, deleted or not. */
export async function findIdea(db: DbLike | Db, ideaId: string): Promise<TIdeaRow | undefined> {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, ideaId)).limit(1);
  return row;
}

/**
 * A live document the caller may see (8003 when its work is not theirs; 4040 when it was deleted),
 * with the caller's work access. `perms` as in requireWork.
 */
export async function requireDocument(
  app: FastifyInstance,
  userId: string,
  docId: string,
  perms: readonly TWorkPermission[] = [],
): Promise<{ doc: TDocumentRow; access: WorkAccess }> {
  const doc = await findDocument(app.database.db, docId);
  if (!doc) throw workGone();
  const access = await requireWork(app, userId, doc.workId, perms);
  if (doc.deletedAt) throw new AppError(Status.NOT_FOUND, DocMessage.docGone);
  return { doc, access };
}

/** A live idea document the caller may see; as requireDocument. */
export async function requireIdea(
  app: FastifyInstance,
  userId: string,
  ideaId: string,
  perms: readonly TWorkPermission[] = [],
): Promise<{ idea: TIdeaRow; access: WorkAccess }> {
  const idea = await findIdea(app.database.db, ideaId);
  if (!idea) throw workGone();
  const access = await requireWork(app, userId, idea.workId, perms);
  if (idea.deletedAt) throw new AppError(Status.NOT_FOUND, DocMessage.ideaGone);
  return { idea, access };
}
