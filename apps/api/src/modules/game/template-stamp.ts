import crypto from 'node:crypto';
import {
  type TGameBoardContent,
  type TGameEdge,
  type TGameNode,
  type TGameTemplateContent,
  templateVariables,
} from '@juzuo/schemas';

/** The selected nodes of a board and the edges among them, as a template holds them. */
export function selectionOf(board: TGameBoardContent, nodeIds: readonly string[]): TGameTemplateContent {
  const wanted = new Set(nodeIds);
  const nodes = board.nodes.filter((n) => wanted.has(n.node_id));
  const kept = new Set(nodes.map((n) => n.node_id));
  const edges = board.edges.filter((e) => kept.has(e.source) && kept.has(e.target));
  return { nodes, edges, variables: templateVariables(board, { nodes, edges }) };
}

/**
 * A template's nodes and edges with fresh ids (nodes, edges and every line id, so two stamps of one
 * template never share a line's dubbing), moved so the group's top-left corner is at (x, y). Edges
 * and LINK targets inside the group follow the new ids; a LINK to a node outside it loses its target.
 */
export function stamp(
  content: TGameTemplateContent,
  x: number,
  y: number,
): { nodes: TGameNode[]; edges: TGameEdge[] } {
  const ids = new Map(content.nodes.map((n) => [n.node_id, crypto.randomUUID()]));
  const minX = Math.min(...content.nodes.map((n) => n.x));
  const minY = Math.min(...content.nodes.map((n) => n.y));
  const nodes = content.nodes.map((n): TGameNode => {
    const { link_node_id, ...rest } = n;
    const link = link_node_id ? ids.get(link_node_id) : undefined;
    return {
      ...rest,
      node_id: ids.get(n.node_id) as string,
      x: n.x - minX + x,
      y: n.y - minY + y,
      ...(n.actions ? { actions: n.actions.map((a) => ({ ...a, line_id: crypto.randomUUID() })) } : {}),
      ...(link ? { link_node_id: link } : {}),
    };
  });
  const edges = content.edges.flatMap((e): TGameEdge[] => {
    const source = ids.get(e.source);
    const target = ids.get(e.target);
    return source && target ? [{ ...e, edge_id: crypto.randomUUID(), source, target }] : [];
  });
  return { nodes, edges };
}
