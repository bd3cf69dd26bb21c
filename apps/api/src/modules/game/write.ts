import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { userName } from '../../lib/users';
import { boardTarget, requireBoard } from './access';
import { changeBoard } from './live';
import { GAME_WRITE } from './policies';

/**
 * The one way a REST call changes a board: WriteWork on its work (7013 without, 8003 outside it,
 * 4040 once deleted), then `change` on the live document (live.ts), answering what it answers.
 */
export async function writeBoard<T>(
  app: FastifyInstance,
  userId: string,
  boardId: string,
  change: (doc: Y.Doc) => T,
): Promise<T> {
  const { board } = await requireBoard(app, userId, boardId, GAME_WRITE);
  const name = (await userName(app.database.db, userId)) ?? '';
  return changeBoard(app, boardTarget(board), { id: userId, name }, change);
}
