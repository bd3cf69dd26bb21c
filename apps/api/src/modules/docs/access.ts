import { DocMessage, Status, type TWorkPermission } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents, type TDocumentRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { workGone } from '../../lib/status';
import { requireWork, type WorkAccess } from '../works/access';

/** A document row by id, deleted or not. */
export async function findDocument(db: DbLike, docId: string): Promise<TDocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, docId)).limit(1);
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
