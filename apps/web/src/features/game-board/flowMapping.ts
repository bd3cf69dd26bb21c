import type { Edge, Node } from '@xyflow/react';
import type { BoardEdge, BoardNode } from './boardModel';

// The board's nodes and edges as xyflow wants them. xyflow keeps per-node view state (measured
// size, selection, an ongoing drag) in its own node objects; the board document knows none of it,
// so a fresh reading of the document is merged into the previous canvas nodes instead of replacing them.

/** The data a canvas node carries: the board node. */
export type GameFlowNode = Node<{ node: BoardNode }, 'game'>;

/** What a condition reads as on its edge (variable name, comparison, value). */
export type ConditionLabel = (condition: NonNullable<BoardEdge['condition']>) => string;

/**
 * Canvas nodes for a fresh reading of the board: a node this tab is dragging keeps its local
 * position (the throttled writes of the drag come back slightly behind the pointer); every other
 * node takes the document's position, so others' moves show at once. Unchanged nodes keep their
 * object, so xyflow re-renders only what changed.
 */
export function mergeFlowNodes(prev: readonly GameFlowNode[], board: readonly BoardNode[]): GameFlowNode[] {
  const before = new Map(prev.map((n) => [n.id, n]));
  return board.map((node) => {
    const old = before.get(node.id);
    if (!old) return { id: node.id, type: 'game', position: { x: node.x, y: node.y }, data: { node } };
    const position = old.dragging ? old.position : { x: node.x, y: node.y };
    const samePosition = position.x === old.position.x && position.y === old.position.y;
    if (samePosition && old.data.node === node) return old;
    return { ...old, position: samePosition ? old.position : position, data: { node } };
  });
}

/** Canvas edges: the default path and conditions as labels, selection and checker marks as styles. */
export function toFlowEdges(
  edges: readonly BoardEdge[],
  selected: ReadonlySet<string>,
  flagged: ReadonlySet<string>,
  conditionLabel: ConditionLabel,
): Edge[] {
  return edges.map((e) => {
    const label = e.isDefault ? '默认' : e.condition ? conditionLabel(e.condition) : e.label;
    const bad = flagged.has(e.id);
    return {
      id: e.id,
      source: e.source,
      target: e.target,
      ...(e.sourceHandle ? { sourceHandle: e.sourceHandle } : {}),
      ...(label ? { label } : {}),
      selected: selected.has(e.id),
      animated: bad,
      ...(bad ? { style: { stroke: '#dc2626', strokeWidth: 2 } } : {}),
      data: { flagged: bad },
    };
  });
}
