import { GAME_NODE_KINDS, type TGameNodeKind } from './game';
import {
  emptyGameBoard,
  type TGameBoardContent,
  ZGameEdge,
  ZGameGoodItem,
  ZGameGroup,
  ZGameNode,
  ZGameStoreItemRow,
  ZGameVariable,
} from './game-board';

// Reading a live board `game:<board_id>` as JSON: the API (checkpoint, digraph, the checker) and the
// browser (live checker, play console) read the board through this one function, given each root
// map's JSON (`doc.getMap(name).toJSON()`: id -> fields).

/** The id field each collection's reading adds from the entry's key. */
export const GAME_BOARD_ID_FIELDS = {
  nodes: 'node_id',
  edges: 'edge_id',
  variables: 'var_id',
  goods: 'good_id',
  stores: 'store_id',
  events: 'event_id',
  panels: 'panel_id',
  groups: 'group_id',
} as const;
/** One collection of a board. */
export type TGameBoardCollection = keyof typeof GAME_BOARD_ID_FIELDS;
/** The board's root maps as JSON, each id -> fields (absent maps read as empty). */
export type TGameBoardMaps = Partial<Record<TGameBoardCollection, Record<string, unknown>>>;

const isKind = (v: unknown): v is TGameNodeKind => GAME_NODE_KINDS.includes(v as TGameNodeKind);
const finiteOr0 = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The entries of a collection that are objects, with their id field added. */
function entriesOf(maps: TGameBoardMaps, name: TGameBoardCollection): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [id, entry] of Object.entries(maps[name] ?? {})) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue;
    out.push({ ...(entry as Record<string, unknown>), [GAME_BOARD_ID_FIELDS[name]]: id });
  }
  return out;
}

/**
 * A node as REST reads it. Live clients may write anything into the document; a node whose extra
 * fields do not fit is still listed with its kind, position and name (an unknown kind reads as
 * CUSTOM), so node_list always shows what the board shows.
 */
function readNode(json: Record<string, unknown>) {
  const parsed = ZGameNode.safeParse(json);
  if (parsed.success) return parsed.data;
  return {
    node_id: String(json.node_id),
    node_type: isKind(json.node_type) ? json.node_type : ('CUSTOM' as const),
    x: finiteOr0(json.x),
    y: finiteOr0(json.y),
    ...(typeof json.name === 'string' ? { name: json.name.slice(0, 100) } : {}),
  };
}

/** Entries that parse; others (half-written by some client) are left out of the reading. */
const parsedOnly = <T>(
  rows: Record<string, unknown>[],
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
) =>
  rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success && parsed.data !== undefined ? [parsed.data] : [];
  });

/** The whole board as JSON from its root maps' JSON. */
export function gameBoardFromMaps(maps: TGameBoardMaps): TGameBoardContent {
  const board = emptyGameBoard();
  board.nodes = entriesOf(maps, 'nodes').map(readNode);
  board.edges = parsedOnly(entriesOf(maps, 'edges'), ZGameEdge);
  board.variables = parsedOnly(entriesOf(maps, 'variables'), ZGameVariable);
  board.goods = parsedOnly(entriesOf(maps, 'goods'), ZGameGoodItem);
  board.stores = parsedOnly(entriesOf(maps, 'stores'), ZGameStoreItemRow);
  board.events = entriesOf(maps, 'events');
  board.panels = entriesOf(maps, 'panels');
  board.groups = parsedOnly(entriesOf(maps, 'groups'), ZGameGroup);
  return board;
}
