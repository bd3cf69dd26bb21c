import { DocMessage, Status, type TWorkPermission } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { TIdeaRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { workGone } from '../../lib/status';
import { requireWork, type WorkAccess } from '../works/access';
import { findIdea } from './repo';

/**
 * A live idea document the caller may see (8003 when its work is not theirs; 4040 when it was
 * deleted), with the caller's work access. `perms` as in requireWork.
 */
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
