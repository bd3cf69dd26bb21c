import { RelayDocumentKind, relayDocumentName, Status, type TWorkPermission } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { TGameBoardRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { workGone } from '../../lib/status';
import type { CheckpointTarget } from '../docs/checkpoint';
import { requireWork, type WorkAccess } from '../works/access';
import { gameBoardMirror } from './mirror';
import { findGameBoard } from './repo';

/** Message of a board that was deleted. */
export const BOARD_GONE = '游戏画布不存在或已删除';

/**
 * A live board the caller may see (8003 when its work is not theirs or the id is unknown; 4040 when
 * it was deleted), with the caller's work access. `perms` as in requireWork (7013 without them).
 */
export async function requireBoard(
  app: FastifyInstance,
  userId: string,
  boardId: string,
  perms: readonly TWorkPermission[] = [],
): Promise<{ board: TGameBoardRow; access: WorkAccess }> {
  const board = await findGameBoard(app.database.db, boardId);
  if (!board) throw workGone();
  const access = await requireWork(app, userId, board.workId, perms);
  if (board.deletedAt) throw new AppError(Status.NOT_FOUND, BOARD_GONE);
  return { board, access };
}

/** The checkpoint target of a board (`game:<id>`), for writes that go through its live document. */
export const boardTarget = (board: TGameBoardRow): CheckpointTarget => ({
  name: relayDocumentName(RelayDocumentKind.Game, board.id),
  id: board.id,
  workId: board.workId,
  deleted: board.deletedAt !== null,
  mirror: gameBoardMirror,
});
