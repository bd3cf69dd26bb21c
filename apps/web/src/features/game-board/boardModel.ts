import { GAME_NODE_KINDS, type TGameNodeKind } from '@juzuo/schemas';
import * as Y from 'yjs';

// The board editor's reading and writing of `game:<board_id>` (apps/api/src/modules/game/board-doc.ts
// fixes the shape: Y.Map `nodes` and `edges`, each entry a Y.Map of fields). Pure functions over a
// Y.Doc, so the mapping to xyflow is unit-tested without a browser.

/** The origin of this tab's edits: the undo manager tracks only these, so undo never takes back others' work. */
export const LOCAL_ORIGIN = { name: 'game-board-local' };

/** A node as the canvas needs it: kind, position and the fields its card shows. */
export interface BoardNode {
  id: string;
  kind: TGameNodeKind;
  x: number;
  y: number;
  /** All stored fields as JSON (forms read them). */
  fields: Record<string, unknown>;
}

/** An edge as the canvas needs it. */
export interface BoardEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle?: string;
  label?: string;
  isDefault: boolean;
  /** The condition (edges leaving BRANCH and LOGIC), as stored. */
  condition?: { var_id?: unknown; op?: unknown; value?: unknown };
}

/** The nodes map of a board. */
export const nodesOf = (doc: Y.Doc): Y.Map<Y.Map<unknown>> => doc.getMap<Y.Map<unknown>>('nodes');
/** The edges map of a board. */
export const edgesOf = (doc: Y.Doc): Y.Map<Y.Map<unknown>> => doc.getMap<Y.Map<unknown>>('edges');

const finite = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const isKind = (v: unknown): v is TGameNodeKind => GAME_NODE_KINDS.includes(v as TGameNodeKind);

/** One node entry as the canvas reads it; an unknown kind shows as CUSTOM (as REST reads it). */
export function readNode(id: string, entry: Y.Map<unknown>): BoardNode {
  const fields = entry.toJSON() as Record<string, unknown>;
  return {
    id,
    kind: isKind(fields.node_type) ? fields.node_type : 'CUSTOM',
    x: finite(fields.x),
    y: finite(fields.y),
    fields,
  };
}

/** All nodes of the board (entries that are not maps are skipped: a half-written client). */
export function readNodes(doc: Y.Doc): BoardNode[] {
  const out: BoardNode[] = [];
  for (const [id, entry] of nodesOf(doc).entries()) if (entry instanceof Y.Map) out.push(readNode(id, entry));
  return out;
}

/** One edge entry as the canvas reads it, or null when its ends are not named. */
export function readEdge(id: string, entry: Y.Map<unknown>): BoardEdge | null {
  const source = entry.get('source');
  const target = entry.get('target');
  if (typeof source !== 'string' || typeof target !== 'string') return null;
  const handle = entry.get('source_handle');
  const label = entry.get('label');
  const condition = entry.get('condition');
  return {
    id,
    source,
    target,
    ...(typeof handle === 'string' ? { sourceHandle: handle } : {}),
    ...(typeof label === 'string' ? { label } : {}),
    isDefault: entry.get('is_default') === true,
    ...(condition instanceof Y.Map ? { condition: condition.toJSON() } : {}),
  };
}

/** All edges of the board whose ends are named. */
export function readEdges(doc: Y.Doc): BoardEdge[] {
  const out: BoardEdge[] = [];
  for (const [id, entry] of edgesOf(doc).entries()) {
    if (!(entry instanceof Y.Map)) continue;
    const edge = readEdge(id, entry);
    if (edge) out.push(edge);
  }
  return out;
}

/** A fresh id for a node, edge or line (the API's id pattern: letters, digits, - and _). */
export const newId = (): string => crypto.randomUUID().replace(/-/g, '');

/** JSON into Yjs values the way the API stores them: objects as Y.Maps, arrays as Y.Arrays. */
export function toY(value: unknown): unknown {
  if (Array.isArray(value)) {
    const array = new Y.Array<unknown>();
    array.push(value.filter((v) => v !== undefined).map(toY));
    return array;
  }
  if (value !== null && typeof value === 'object') {
    const map = new Y.Map<unknown>();
    for (const [k, v] of Object.entries(value)) if (v !== undefined) map.set(k, toY(v));
    return map;
  }
  return value;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Adds a node of a kind at a position; answers its id. */
export function addNode(doc: Y.Doc, kind: TGameNodeKind, x: number, y: number, name?: string): string {
  const id = newId();
  doc.transact(() => {
    const entry = new Y.Map<unknown>();
    nodesOf(doc).set(id, entry);
    entry.set('node_type', kind);
    entry.set('x', round(x));
    entry.set('y', round(y));
    if (name) entry.set('name', name);
  }, LOCAL_ORIGIN);
  return id;
}

/** Moves nodes (only x and y change, so someone editing the node's text at once keeps their edit). */
export function moveNodes(doc: Y.Doc, moves: readonly { id: string; x: number; y: number }[]): void {
  doc.transact(() => {
    for (const m of moves) {
      const entry = nodesOf(doc).get(m.id);
      if (!(entry instanceof Y.Map)) continue;
      if (entry.get('x') !== round(m.x)) entry.set('x', round(m.x));
      if (entry.get('y') !== round(m.y)) entry.set('y', round(m.y));
    }
  }, LOCAL_ORIGIN);
}

/** Sets fields of a node (undefined removes the field); a JSON field replaces the stored one whole. */
export function setNodeFields(doc: Y.Doc, id: string, fields: Record<string, unknown>): void {
  doc.transact(() => {
    const entry = nodesOf(doc).get(id);
    if (!(entry instanceof Y.Map)) return;
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) entry.delete(key);
      else entry.set(key, toY(value));
    }
  }, LOCAL_ORIGIN);
}

/** Sets fields of an edge (undefined removes the field). */
export function setEdgeFields(doc: Y.Doc, id: string, fields: Record<string, unknown>): void {
  doc.transact(() => {
    const entry = edgesOf(doc).get(id);
    if (!(entry instanceof Y.Map)) return;
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) entry.delete(key);
      else entry.set(key, toY(value));
    }
  }, LOCAL_ORIGIN);
}

/** Whether an edge from source to target may be added: both ends exist, not a loop, not a duplicate. */
export function canConnect(
  doc: Y.Doc,
  source: string,
  target: string,
  sourceHandle?: string | null,
): boolean {
  if (source === target) return false;
  const nodes = nodesOf(doc);
  if (!nodes.has(source) || !nodes.has(target)) return false;
  return !readEdges(doc).some(
    (e) => e.source === source && e.target === target && (e.sourceHandle ?? null) === (sourceHandle ?? null),
  );
}

/** Connects two nodes; answers the edge id, or null when canConnect refuses. */
export function connect(
  doc: Y.Doc,
  source: string,
  target: string,
  sourceHandle?: string | null,
): string | null {
  if (!canConnect(doc, source, target, sourceHandle)) return null;
  const id = newId();
  doc.transact(() => {
    const entry = new Y.Map<unknown>();
    edgesOf(doc).set(id, entry);
    entry.set('source', source);
    entry.set('target', target);
    if (sourceHandle) entry.set('source_handle', sourceHandle);
  }, LOCAL_ORIGIN);
  return id;
}

/** Removes nodes with every edge touching them, and edges, in one undoable step. */
export function removeElements(doc: Y.Doc, nodeIds: readonly string[], edgeIds: readonly string[]): void {
  const gone = new Set(nodeIds);
  doc.transact(() => {
    for (const id of nodeIds) nodesOf(doc).delete(id);
    for (const e of readEdges(doc)) if (gone.has(e.source) || gone.has(e.target)) edgesOf(doc).delete(e.id);
    for (const id of edgeIds) edgesOf(doc).delete(id);
  }, LOCAL_ORIGIN);
}

/** An undo manager over nodes, edges and group frames that undoes only this tab's edits (steps 400 ms apart merge). */
export const boardUndoManager = (doc: Y.Doc): Y.UndoManager =>
  new Y.UndoManager([nodesOf(doc), edgesOf(doc), doc.getMap('groups')], {
    trackedOrigins: new Set([LOCAL_ORIGIN]),
    captureTimeout: 400,
  });
