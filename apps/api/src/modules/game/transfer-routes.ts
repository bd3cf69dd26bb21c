import {
  GameBoardFormat,
  gameBoardExport,
  gameBoardImport,
  ok,
  Status,
  type TGameBoardContent,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { userName } from '../../lib/users';
import { requireWork } from '../works/access';
import { boardTarget, requireBoard } from './access';
import { importedBoardName } from './import-name';
import { changeBoard } from './live';
import { GAME_WRITE } from './policies';
import { boardContent } from './present';
import { createGameBoard, deleteGameBoard, listGameBoards } from './repo';
import { BoardFileError, boardToJson, checkBoardIds, fillBoard, jsonToBoard } from './twee/board-file';
import { boardToTwee } from './twee/board-to-twee';
import { TweeError } from './twee/format';
import { tweeToBoard } from './twee/twee-to-board';

/** Largest request body of an import (the text of a file up to GAME_IMPORT_MAX_CHARS, as JSON). */
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;

/** `attachment` with an ASCII fallback and the UTF-8 name (board names are Chinese). */
function attachment(name: string, ext: string): string {
  const base = name.replace(/[\p{Cc}"\\/]/gu, '').slice(0, 120) || 'board';
  const full = `${base}.${ext}`;
  return `attachment; filename="${full.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

/** Reads an import's text as a board; problems answer 4220 naming the line or field. */
function readFile(
  format: string,
  content: string,
): { board: TGameBoardContent; title: string; warnings: string[] } {
  try {
    const read =
      format === GameBoardFormat.TWEE ? tweeToBoard(content) : { ...jsonToBoard(content), warnings: [] };
    checkBoardIds(read.board);
    return read;
  } catch (error) {
    if (error instanceof TweeError || error instanceof BoardFileError) {
      throw new AppError(Status.VALIDATION, `导入失败，${error.message}`);
    }
    throw error;
  }
}

/** game/v3 export and import (Twee 3 and the game v3 JSON shape). */
export function registerTransferRoutes(app: FastifyInstance): void {
  route(app, gameBoardExport, {}, async (request, reply) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    const info = { boardId: board.id, boardName: board.name };
    const content = boardContent(board);
    if (request.input.format === GameBoardFormat.JSON) {
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', attachment(board.name, 'json'))
        .send(boardToJson(content, info));
    }
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', attachment(board.name, 'twee'))
      .send(boardToTwee(content, info));
  });

  route(app, gameBoardImport, { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const { project_id, format, content, board_name } = request.input;
    const userId = request.auth.userId;
    await requireWork(app, userId, project_id, GAME_WRITE);
    const read = readFile(format, content);
    const wanted = (board_name || read.title.trim().slice(0, 50) || '导入的画布').trim() || '导入的画布';
    const taken = new Set((await listGameBoards(app.database.db, project_id)).map((b) => b.name));
    const name = importedBoardName(wanted, taken);
    const row = await createGameBoard(
      app.database.db,
      { workId: project_id, name },
      new Date(app.clock.now()),
    );
    const user = { id: userId, name: (await userName(app.database.db, userId)) ?? '' };
    try {
      await changeBoard(app, boardTarget(row), user, (doc) => fillBoard(doc, read.board));
    } catch (error) {
      // No half-made board is left in the list when the content could not be stored.
      await deleteGameBoard(app.database.db, row.id, new Date(app.clock.now()));
      throw error;
    }
    return ok({
      board_id: row.id,
      board_name: row.name,
      node_count: read.board.nodes.length,
      edge_count: read.board.edges.length,
      warnings: read.warnings.slice(0, 100),
    });
  });
}
