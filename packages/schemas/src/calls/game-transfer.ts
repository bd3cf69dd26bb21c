import { z } from 'zod';
import { ZGameBoardExport, ZGameBoardImport, ZGameBoardImportResult } from '../game-transfer-api';
import { defineCall } from './define';

// Game v3 export and import: a board as Twee 3 (Twine's text format) or as the game v3 JSON shape.
// Export needs membership of the board's work; import creates a board, so it needs WriteWork.

/** `GET /ixj_web/game/v3/export?board_id=&format=twee|json`: 导出游戏画布（Twee 3 或 JSON 文件）. */
export const gameBoardExport = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/export',
  service: 'main',
  area: 'game',
  summary: '导出游戏画布（Twee 3 或 JSON 文件）',
  auth: 'user',
  answer: 'binary',
  timeout: 'export',
  input: ZGameBoardExport,
  output: z.string(),
});

/** `POST /ixj_web/game/v3/import`: 从 Twee 3 或 JSON 文件新建游戏画布. */
export const gameBoardImport = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/import',
  service: 'main',
  area: 'game',
  summary: '从 Twee 3 或 JSON 文件新建游戏画布',
  auth: 'user',
  timeout: 'upload',
  input: ZGameBoardImport,
  output: ZGameBoardImportResult,
  invalidates: ['/ixj_web/game/v3/board'],
});
