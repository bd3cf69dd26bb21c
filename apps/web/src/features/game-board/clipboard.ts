import * as Y from 'yjs';
import { edgesOf, LOCAL_ORIGIN, newId, nodesOf, toY } from './boardModel';

// Copy and paste of node groups: the selected nodes with the edges between them, pasted as new
// nodes (new ids) beside the originals, in one undoable step.

/** A copied group: nodes with their stored fields (ids as they were) and the edges inside the group. */
export interface BoardClip {
  nodes: { id: string; fields: Record<string, unknown> }[];
  edges: { source: string; target: string; fields: Record<string, unknown> }[];
}

/** Copies the named nodes and the edges that join two of them. */
export function copyNodes(doc: Y.Doc, ids: readonly string[]): BoardClip {
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
  return { nodes, edges };
}

/**
 * Pastes a group moved by `offset`: new node and edge ids, plot lines with new line ids (a copy is
 * a new line, its dubbing does not follow), LINK targets inside the group pointing at the copies.
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
  }, LOCAL_ORIGIN);
  return [...ids.values()];
}
