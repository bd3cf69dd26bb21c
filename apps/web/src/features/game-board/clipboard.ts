import * as Y from 'yjs';
import { edgesOf, LOCAL_ORIGIN, newId, nodesOf, toY } from './boardModel';
import { type Box, groupsOf, membersOf } from './groups';

// Copy and paste of node groups: the selected nodes with the edges between them, and the group
// frames that were selected or hold selected nodes, pasted as new nodes and frames (new ids) beside
// the originals, in one undoable step.

/** A copied group: nodes with their stored fields (ids as they were), the edges inside the group, frames. */
export interface BoardClip {
  nodes: { id: string; fields: Record<string, unknown> }[];
  edges: { source: string; target: string; fields: Record<string, unknown> }[];
  /** Frames with their titles and boxes (their ids are not kept: a paste makes new ones). */
  groups: Record<string, unknown>[];
}

/**
 * What Ctrl+C takes from a selection: the selected nodes plus the nodes lying wholly inside a
 * selected frame (copying a frame copies what it holds), and the selected frames plus every frame
 * that wholly holds a selected node (so a copied part of a chapter keeps its frame and title).
 */
export function clipSelection(
  selectedNodes: readonly string[],
  selectedFrames: readonly string[],
  boxes: readonly (Box & { id: string })[],
  frames: readonly (Box & { id: string })[],
): { nodeIds: string[]; groupIds: string[] } {
  const nodeIds = new Set(selectedNodes);
  const chosenFrames = new Set(selectedFrames);
  for (const f of frames) if (chosenFrames.has(f.id)) for (const id of membersOf(f, boxes)) nodeIds.add(id);
  const picked = boxes.filter((b) => nodeIds.has(b.id));
  const groupIds = frames
    .filter((f) => chosenFrames.has(f.id) || membersOf(f, picked).length > 0)
    .map((f) => f.id);
  return { nodeIds: [...nodeIds], groupIds };
}

/** Copies the named nodes, the edges that join two of them, and the named frames. */
export function copyNodes(doc: Y.Doc, ids: readonly string[], groupIds: readonly string[] = []): BoardClip {
  const chosen = new Set(ids);
  const nodes: BoardClip['nodes'] = [];
  for (const id of ids) {
    const entry = nodesOf(doc).get(id);
    if (entry instanceof Y.Map) nodes.push({ id, fields: entry.toJSON() as Record<string, unknown> });
  }
  const edges: BoardClip['edges'] = [];
  for (const entry of edgesOf(doc).values()) {
    if (!(entry instanceof Y.Map)) continue;
    const { source, target, ...fields } = entry.toJSON() as Record<string, unknown>;
    if (typeof source === 'string' && typeof target === 'string' && chosen.has(source) && chosen.has(target))
      edges.push({ source, target, fields });
  }
  const groups: BoardClip['groups'] = [];
  for (const id of groupIds) {
    const entry = groupsOf(doc).get(id);
    if (entry instanceof Y.Map) groups.push(entry.toJSON() as Record<string, unknown>);
  }
  return { nodes, edges, groups };
}

/**
 * Where a paste goes relative to the copy: 40 px down and right, or, when frames come along, just
 * below the copied frames. Frames own the nodes lying inside them by place, so a frame pasted over
 * its original would hold the original's nodes too.
 */
export function pasteOffset(clip: BoardClip): { x: number; y: number } {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  if (clip.groups.length === 0) return { x: 40, y: 40 };
  const top = Math.min(...clip.groups.map((g) => num(g.y)));
  const bottom = Math.max(...clip.groups.map((g) => num(g.y) + num(g.height)));
  return { x: 0, y: Math.round(bottom - top + 40) };
}

/**
 * Pastes a group moved by `offset`: new node and edge ids, plot lines with new line ids (a copy is
 * a new line, its dubbing does not follow), LINK targets inside the group pointing at the copies, frames with new ids (titles kept).
 * Answers the new node ids.
 */
export function pasteNodes(doc: Y.Doc, clip: BoardClip, offset: { x: number; y: number }): string[] {
  const ids = new Map(clip.nodes.map((n) => [n.id, newId()]));
  doc.transact(() => {
    for (const n of clip.nodes) {
      const fields = { ...n.fields };
      fields.x = (typeof fields.x === 'number' ? fields.x : 0) + offset.x;
      fields.y = (typeof fields.y === 'number' ? fields.y : 0) + offset.y;
      if (Array.isArray(fields.actions))
        fields.actions = (fields.actions as Record<string, unknown>[]).map((a) => ({
          ...a,
          line_id: newId(),
        }));
      if (typeof fields.link_node_id === 'string' && ids.has(fields.link_node_id))
        fields.link_node_id = ids.get(fields.link_node_id);
      nodesOf(doc).set(ids.get(n.id) as string, toY(fields) as Y.Map<unknown>);
    }
    for (const e of clip.edges) {
      const source = ids.get(e.source);
      const target = ids.get(e.target);
      if (source && target) edgesOf(doc).set(newId(), toY({ ...e.fields, source, target }) as Y.Map<unknown>);
    }
    // Frames move by the same offset, so the pasted nodes lie inside the pasted frames.
    for (const g of clip.groups ?? []) {
      const shift = (v: unknown, by: number) => (typeof v === 'number' ? v : 0) + by;
      const fields = { ...g, x: shift(g.x, offset.x), y: shift(g.y, offset.y) };
      groupsOf(doc).set(newId(), toY(fields) as Y.Map<unknown>);
    }
  }, LOCAL_ORIGIN);
  return [...ids.values()];
}
