import { ID_PATTERN, type TGameBoardContent, ZGameBoardContent } from '@juzuo/schemas';
import type * as Y from 'yjs';
import { addEntry, type TBoardCollection } from '../board-doc';
import { jsonErrorOffset } from './json-locate';

/** `format` of an exported JSON board, so an import can tell our file from any JSON. */
export const BOARD_JSON_FORMAT = 'juzuo-game-v3';

/** The id field of each collection (the entry's key in the live board). */
const ID_FIELDS: Record<TBoardCollection, string> = {
  nodes: 'node_id',
  edges: 'edge_id',
  variables: 'var_id',
  goods: 'good_id',
  stores: 'store_id',
  events: 'event_id',
  panels: 'panel_id',
  groups: 'group_id',
};

/** A problem reading a board file, naming where it is (a line, or a field path). */
export class BoardFileError extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'BoardFileError';
  }
}

/** The board as an exported JSON file: the game v3 shape (digraph's fields) with its name. */
export const boardToJson = (board: TGameBoardContent, info: { boardId: string; boardName: string }): string =>
  `${JSON.stringify({ format: BOARD_JSON_FORMAT, board_id: info.boardId, board_name: info.boardName, ...board }, null, 2)}\n`;

/** 1-based line of a character offset. */
const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/**
 * Reads an exported JSON board (or any JSON in the game v3 shape). Syntax errors name their line;
 * shape errors name the field path (`nodes.3.x`), both in Chinese.
 */
export function jsonToBoard(text: string): { board: TGameBoardContent; title: string } {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const offset = jsonErrorOffset(text.replace(/^\uFEFF/, ''));
    throw new BoardFileError(
      offset === null ? '文件不是合法的 JSON' : `第${lineAt(text, offset)}行：不是合法的 JSON`,
    );
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new BoardFileError('文件内容应为 JSON 对象');
  const fields = data as Record<string, unknown>;
  const parsed = ZGameBoardContent.partial().safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BoardFileError(`${issue?.path.join('.') ?? ''}：${issue?.message ?? '内容不合法'}`);
  }
  const board: TGameBoardContent = {
    nodes: [],
    edges: [],
    variables: [],
    goods: [],
    stores: [],
    events: [],
    panels: [],
    groups: [],
    ...parsed.data,
  };
  const title = typeof fields.board_name === 'string' ? fields.board_name : '';
  return { board, title };
}

/** Every entry's id must be an id and unique in its collection (they become the board's keys). */
export function checkBoardIds(board: TGameBoardContent): void {
  for (const name of Object.keys(ID_FIELDS) as TBoardCollection[]) {
    const field = ID_FIELDS[name];
    const seen = new Set<string>();
    board[name].forEach((entry, index) => {
      const id = (entry as Record<string, unknown>)[field];
      if (typeof id !== 'string' || id.length > 64 || !ID_PATTERN.test(id))
        throw new BoardFileError(`${name}.${index}.${field}：${field} 不合法`);
      if (seen.has(id)) throw new BoardFileError(`${name}.${index}.${field}：${field} 重复`);
      seen.add(id);
    });
  }
}

/** Writes a whole board into an empty live document, each entry under its id. */
export function fillBoard(doc: Y.Doc, board: TGameBoardContent): void {
  for (const name of Object.keys(ID_FIELDS) as TBoardCollection[]) {
    const field = ID_FIELDS[name];
    for (const entry of board[name]) {
      const { [field]: id, ...fields } = entry as Record<string, unknown>;
      addEntry(doc, name, id as string, fields);
    }
  }
}
