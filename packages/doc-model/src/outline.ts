import * as Y from 'yjs';

// The outline of a work, `outline:<work_id>`: a Y.Array `nodes` of Y.Maps, each with `node_id`,
// `parent_id` ('' at the top), `title`, `kind` (episode, chapter or beat), `doc_id` (the linked
// episode document, '') and `markers` (short-drama marks, comma-joined: hook, paywall, payoff). A
// node's children are the nodes naming it as parent, in array order. API and web share these helpers.

/** Name of the outline's array in the Yjs document. */
export const OUTLINE_NODES = 'nodes';

/** One outline node as plain data. */
export interface OutlineNode {
  node_id: string;
  parent_id: string;
  title: string;
  kind: string;
  doc_id: string;
  markers: string[];
}

const nodesOf = (doc: Y.Doc): Y.Array<unknown> => doc.getArray<unknown>(OUTLINE_NODES);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The nodes in array order; entries without a node_id, and repeats of one, are skipped. */
export function readOutline(doc: Y.Doc): OutlineNode[] {
  const seen = new Set<string>();
  const out: OutlineNode[] = [];
  for (const item of nodesOf(doc).toArray()) {
    if (!(item instanceof Y.Map)) continue;
    const id = str(item.get('node_id'));
    if (!id || seen.has(id)) continue;
    seen.add(id);
    out.push({
      node_id: id,
      parent_id: str(item.get('parent_id')),
      title: str(item.get('title')),
      kind: str(item.get('kind')),
      doc_id: str(item.get('doc_id')),
      markers: str(item.get('markers')).split(',').filter(Boolean),
    });
  }
  return out;
}

const indexOf = (doc: Y.Doc, nodeId: string): number =>
  nodesOf(doc)
    .toArray()
    .findIndex((item) => item instanceof Y.Map && item.get('node_id') === nodeId);

function nodeMap(node: OutlineNode): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  map.set('node_id', node.node_id);
  map.set('parent_id', node.parent_id);
  map.set('title', node.title);
  map.set('kind', node.kind);
  map.set('doc_id', node.doc_id);
  map.set('markers', node.markers.join(','));
  return map;
}

/**
 * Inserts a node as child `index` of its parent (the last child when absent or too large). Call
 * inside a transaction.
 */
export function insertOutlineNode(doc: Y.Doc, node: OutlineNode, index?: number): void {
  const nodes = nodesOf(doc);
  const siblings = readOutline(doc).filter((n) => n.parent_id === node.parent_id);
  const before = index === undefined ? undefined : siblings[Math.max(0, index)];
  const at = before ? indexOf(doc, before.node_id) : nodes.length;
  nodes.insert(at, [nodeMap(node)]);
}

/** What an edit of one node changes. */
export interface OutlinePatch {
  title?: string;
  doc_id?: string;
  markers?: string[];
}

/** Applies a patch to a node; false when it is not in the outline. */
export function patchOutlineNode(doc: Y.Doc, nodeId: string, patch: OutlinePatch): boolean {
  const at = indexOf(doc, nodeId);
  if (at < 0) return false;
  const map = nodesOf(doc).get(at) as Y.Map<unknown>;
  doc.transact(() => {
    if (patch.title !== undefined) map.set('title', patch.title);
    if (patch.doc_id !== undefined) map.set('doc_id', patch.doc_id);
    if (patch.markers !== undefined) map.set('markers', patch.markers.join(','));
  });
  return true;
}

/** The ids of a node and everything under it. */
export function subtreeIds(nodes: OutlineNode[], nodeId: string): Set<string> {
  const ids = new Set([nodeId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of nodes)
      if (ids.has(n.parent_id) && !ids.has(n.node_id)) {
        ids.add(n.node_id);
        grew = true;
      }
  }
  return ids;
}

/** Removes a node and its descendants; false when it was not there. */
export function removeOutlineNode(doc: Y.Doc, nodeId: string): boolean {
  const ids = subtreeIds(readOutline(doc), nodeId);
  const nodes = nodesOf(doc);
  let removed = false;
  doc.transact(() => {
    for (let i = nodes.length - 1; i >= 0; i--) {
      const item = nodes.get(i);
      if (item instanceof Y.Map && ids.has(str(item.get('node_id')))) {
        nodes.delete(i, 1);
        removed = true;
      }
    }
  });
  return removed;
}

/**
 * Moves a node (with its descendants, which keep pointing at it) under `parentId` at child `index`.
 * Like a card move, a delete and a re-insert of the node's map in one transaction.
 */
export function moveOutlineNode(doc: Y.Doc, nodeId: string, parentId: string, index?: number): boolean {
  const node = readOutline(doc).find((n) => n.node_id === nodeId);
  if (!node) return false;
  doc.transact(() => {
    nodesOf(doc).delete(indexOf(doc, nodeId), 1);
    insertOutlineNode(doc, { ...node, parent_id: parentId }, index);
  });
  return true;
}
