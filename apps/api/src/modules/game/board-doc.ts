import { gameBoardFromMaps, type TGameBoardContent, type TGameBoardMaps } from '@juzuo/schemas';
import * as Y from 'yjs';

/**
 * The Yjs structure of a game board, `game:<board_id>` (ARCHITECTURE.md fixes `nodes` and `edges`):
 *
 *   nodes      Y.Map  node_id  -> Y.Map { node_type, x, y, name?, text?, actions?, assignments?, ... }
 *   edges      Y.Map  edge_id  -> Y.Map { source, target, source_handle?, label?, condition?, is_default? }
 *   variables  Y.Map  var_id   -> Y.Map { kind: 'numeric' | 'array', var_name | name, var_type, scope, ... }
 *   goods      Y.Map  good_id  -> Y.Map { good_name, good_type: Y.Map { type_id, type_name? }, ... }
 *   stores     Y.Map  store_id -> Y.Map { store_name, items: Y.Array<Y.Map { good_id, currency_var_id, price }> }
 *   events     Y.Map  event_id -> Y.Map (fields as their editor writes them)
 *   panels     Y.Map  panel_id -> Y.Map (fields as their editor writes them)
 *   groups     Y.Map  group_id -> Y.Map { title, x, y, width, height } (frames; members by place)
 *
 * Every collection is a Y.Map keyed by id and every entry a Y.Map of fields, so two people who move
 * different nodes, or edit different fields of one node, merge without losing either change (a
 * Y.Array of plain objects would make the last writer of a whole entry win). Lists inside an entry
 * (plot actions, assignments, store items) are Y.Arrays of Y.Maps; a plot action keeps its
 * `line_id`, so its dubbing and translations follow it when it moves. Ids are the entry's key; the
 * JSON reading adds them back as `node_id`, `edge_id` ... A field the REST calls send replaces the
 * whole field. Anything else a client writes into the document (other maps, a text fragment) is
 * kept but not read.
 */
export const BoardCollection = {
  nodes: 'nodes',
  edges: 'edges',
  variables: 'variables',
  goods: 'goods',
  stores: 'stores',
  events: 'events',
  panels: 'panels',
  groups: 'groups',
} as const;
/** One collection of the board. */
export type TBoardCollection = keyof typeof BoardCollection;

/** A collection of the board (created on first use; Yjs merges two creations of a root map). */
export const collection = (doc: Y.Doc, name: TBoardCollection): Y.Map<Y.Map<unknown>> =>
  doc.getMap<Y.Map<unknown>>(BoardCollection[name]);

/** A JSON value as the board stores it: objects become Y.Maps and arrays Y.Arrays, so they merge. */
export function toYValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    const array = new Y.Array<unknown>();
    array.push(value.filter((v) => v !== undefined).map(toYValue));
    return array;
  }
  if (value !== null && typeof value === 'object') {
    const map = new Y.Map<unknown>();
    for (const [k, v] of Object.entries(value)) if (v !== undefined) map.set(k, toYValue(v));
    return map;
  }
  return value;
}

/** Sets each defined field of `fields` on an entry (a field sent replaces the stored one). */
export function setFields(entry: Y.Map<unknown>, fields: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) entry.set(key, toYValue(value));
}

/** Adds an entry with its fields to a collection. */
export function addEntry(
  doc: Y.Doc,
  name: TBoardCollection,
  id: string,
  fields: Record<string, unknown>,
): Y.Map<unknown> {
  const entry = new Y.Map<unknown>();
  collection(doc, name).set(id, entry);
  setFields(entry, fields);
  return entry;
}

/** An entry of a collection, if it is there and is a map. */
export function entryOf(doc: Y.Doc, name: TBoardCollection, id: string): Y.Map<unknown> | undefined {
  const entry = collection(doc, name).get(id);
  return entry instanceof Y.Map ? entry : undefined;
}

/** The whole board as JSON (the checkpoint mirror, digraph, the checker's input); shared reading. */
export function readBoard(doc: Y.Doc): TGameBoardContent {
  const maps: TGameBoardMaps = {};
  for (const name of Object.keys(BoardCollection) as TBoardCollection[])
    maps[name] = collection(doc, name).toJSON() as Record<string, unknown>;
  return gameBoardFromMaps(maps);
}
