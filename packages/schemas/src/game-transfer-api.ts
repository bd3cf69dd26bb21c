import { z } from 'zod';
import { zStringEnum } from './enum-utils';
import { zId } from './ids';

// Export and import of a game board (Twee 3 and the game v3 JSON shape).

/** File formats of a board export and import. */
export const GameBoardFormat = { TWEE: 'twee', JSON: 'json' } as const;

/** Largest board file an import reads (characters). */
export const GAME_IMPORT_MAX_CHARS = 8_000_000;

/** `GET game/v3/export?board_id=&format=`: the board as a file (twee by default). */
export const ZGameBoardExport = z.object({
  board_id: zId('board_id'),
  format: zStringEnum(GameBoardFormat, 'format').default(GameBoardFormat.TWEE),
});

/** `POST game/v3/import`: a new board of the work from a file's text. */
export const ZGameBoardImport = z.object({
  project_id: zId('project_id'),
  format: zStringEnum(GameBoardFormat, 'format'),
  /** The file's text (the web app reads the chosen file and posts it). */
  content: z
    .string({ error: '请选择要导入的文件' })
    .min(1, '文件内容为空')
    .max(GAME_IMPORT_MAX_CHARS, '文件过大'),
  /** Name of the new board; the file's StoryTitle or board_name, else 导入的画布. */
  board_name: z.string().trim().max(50, '画布名称不能超过50个字').optional(),
});

/** `POST game/v3/import`: the new board and what the reader warned about (ignored metadata, missing link targets). */
export const ZGameBoardImportResult = z.object({
  board_id: z.string(),
  board_name: z.string(),
  node_count: z.number().int(),
  edge_count: z.number().int(),
  warnings: z.array(z.string()),
});
