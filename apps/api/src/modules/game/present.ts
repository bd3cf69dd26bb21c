import {
  emptyGameBoard,
  RelayDocumentKind,
  relayDocumentName,
  type TGameBoardContent,
  type TGameBoardItem,
} from '@juzuo/schemas';
import type { TGameBoardRow } from '../../db/schema/index';

/** The board as of its last checkpoint ({} before the first reads as an empty board). */
export const boardContent = (row: TGameBoardRow): TGameBoardContent => ({
  ...emptyGameBoard(),
  ...(row.content as Partial<TGameBoardContent>),
});

/** A board in the list of a work. */
export const presentBoard = (row: TGameBoardRow): TGameBoardItem => ({
  board_id: row.id,
  board_name: row.name,
  document: relayDocumentName(RelayDocumentKind.Game, row.id),
  version: row.version,
  node_count: boardContent(row).nodes.length,
  created_at: row.createdAt.getTime(),
  updated_at: row.updatedAt.getTime(),
});
