import dagre from '@dagrejs/dagre';

// Auto-layout: a left-to-right layered layout (dagre), the shape a branching story reads in.

/** A node to place, with its rendered size when known. */
export interface LayoutNode {
  id: string;
  width?: number;
  height?: number;
}

/** Default size of a node card before it has been measured. */
export const NODE_SIZE = { width: 200, height: 72 };

/**
 * Top-left positions for every node: layers from left to right along the edges, 80 px between
 * layers and 30 px between nodes of a layer. Edges to unknown nodes are ignored.
 */
export function autoLayout(
  nodes: readonly LayoutNode[],
  edges: readonly { source: string; target: string }[],
): Map<string, { x: number; y: number }> {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'LR', nodesep: 30, ranksep: 80, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(nodes.map((n) => n.id));
  for (const n of nodes)
    g.setNode(n.id, { width: n.width ?? NODE_SIZE.width, height: n.height ?? NODE_SIZE.height });
  for (const e of edges) if (ids.has(e.source) && ids.has(e.target)) g.setEdge(e.source, e.target);
  dagre.layout(g);
  const out = new Map<string, { x: number; y: number }>();
  for (const n of nodes) {
    const placed = g.node(n.id);
    // dagre answers centres; the board stores top-left corners.
    out.set(n.id, {
      x: Math.round(placed.x - placed.width / 2),
      y: Math.round(placed.y - placed.height / 2),
    });
  }
  return out;
}

/**
 * The first place at or below `at` that no node covers (a new node next to a selected one that
 * already has a neighbour there goes under it instead of on top of it).
 */
export function freeSpot(
  at: { x: number; y: number },
  nodes: readonly { x: number; y: number }[],
): { x: number; y: number } {
  const step = NODE_SIZE.height + 40;
  const taken = (y: number) =>
    nodes.some((n) => Math.abs(n.x - at.x) < NODE_SIZE.width && Math.abs(n.y - y) < NODE_SIZE.height + 20);
  let y = at.y;
  for (let i = 0; i < 500 && taken(y); i++) y += step;
  return { x: at.x, y };
}
