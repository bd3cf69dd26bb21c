import { gameBoardAdd, gameBoardDelete, gameBoardList, gameBoardRename, ok } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { notifyAccessChanged } from '../../lib/access-changes';
import { route } from '../../lib/route';
import { requireWork } from '../works/access';
import { requireBoard } from './access';
import { GAME_WRITE, gameAbilities } from './policies';
import { presentBoard } from './present';
import { createGameBoard, deleteGameBoard, listGameBoards, renameGameBoard } from './repo';

/** game/v3/board: a work's boards (list, create, rename, delete). */
export function registerBoardRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  route(app, gameBoardList, {}, async (request) => {
    const access = await requireWork(app, request.auth.userId, request.input.project_id);
    const list = (await listGameBoards(db, access.work.id)).map(presentBoard);
    return ok({ list, total: list.length, abilities: gameAbilities(access) });
  });

  route(app, gameBoardAdd, {}, async (request) => {
    const { project_id, board_name } = request.input;
    await requireWork(app, request.auth.userId, project_id, GAME_WRITE);
    const row = await createGameBoard(
      db,
      { workId: project_id, name: board_name },
      new Date(app.clock.now()),
    );
    return ok({ board_id: row.id, board_name: row.name });
  });

  route(app, gameBoardRename, {}, async (request) => {
    const { board_id, board_name } = request.input;
    await requireBoard(app, request.auth.userId, board_id, GAME_WRITE);
    await renameGameBoard(db, board_id, board_name);
    return ok({ board_id, board_name });
  });

  route(app, gameBoardDelete, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id, GAME_WRITE);
    await deleteGameBoard(db, board.id, new Date(app.clock.now()));
    // Open boards are re-decided: a deleted board's connections are refused.
    notifyAccessChanged(app, { workId: board.workId });
    return ok({ board_id: board.id });
  });
}
