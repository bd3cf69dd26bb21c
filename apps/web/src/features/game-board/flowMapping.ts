import { type Edge, type Node, type NodeChange, type NodeHandle, Position } from '@xyflow/react';
import type { BoardEdge, BoardNode } from './boardModel';
import type { BoardGroup } from './groups';
import { NODE_SIZE } from './layout';

// The board's nodes and edges as xyflow wants them. xyflow keeps per-node view state (measured
// size, selection, an ongoing drag) in its own node objects; the board document knows none of it,
// so a fresh reading of the document is merged into the previous canvas nodes instead of replacing them.

/** The data a canvas node carries: the board node. */
export type GameFlowNode = Node<{ node: BoardNode }, 'game'>;
/** A group frame on the canvas (its canvas id is `frame:<group_id>`). */
export type FrameFlowNode = Node<{ group: BoardGroup }, 'frame'>;
/** Anything xyflow draws as a node: a board node or a group frame. */
export type CanvasNode = GameFlowNode | FrameFlowNode;

const FRAME_PREFIX = 'frame:';
/** The canvas id of a frame (node ids never hold a colon, so the two never meet). */
export const frameCanvasId = (groupId: string): string => `${FRAME_PREFIX}${groupId}`;
/** The group id of a frame's canvas id, or null for a board node. */
export const groupIdOf = (canvasId: string): string | null =>
  canvasId.startsWith(FRAME_PREFIX) ? canvasId.slice(FRAME_PREFIX.length) : null;
/** Whether a canvas node is a board node (not a frame). */
export const isGameNode = (n: CanvasNode): n is GameFlowNode => n.type === 'game';

/**
 * Canvas frames for a fresh reading of the groups: behind every node and edge, dragged by their
 * title bar only (the body lets clicks through to the pane and the nodes inside), and a frame this
 * tab is dragging or resizing keeps its local place until it is let go.
 */
export function mergeFrames(prev: readonly CanvasNode[], groups: readonly BoardGroup[]): FrameFlowNode[] {
  const before = new Map(prev.map((n) => [n.id, n]));
  return groups.map((group) => {
    const id = frameCanvasId(group.id);
    const old = before.get(id) as FrameFlowNode | undefined;
    if (old && old.data.group === group) return old;
    if (old && (old.dragging || old.resizing)) return { ...old, data: { group } };
    return {
      id,
      type: 'frame',
      position: { x: group.x, y: group.y },
      width: group.width,
      height: group.height,
      // Far below nodes and edges, even when selected (xyflow lifts a selected node by 1000).
      zIndex: -2000,
      dragHandle: '.game-frame-handle',
      style: { pointerEvents: 'none' },
      ...(old?.selected ? { selected: true } : {}),
      data: { group },
    };
  });
}

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
    if (!old) return { ...unmeasured(node), position: { x: node.x, y: node.y }, data: { node } };
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

/** A handle's default size in xyflow's stylesheet (6 px square, centred on the card's side). */
const HANDLE = 6;

/**
 * A new canvas node with its expected size and handles. xyflow otherwise mounts every node it has
 * not measured yet, visible or not, to measure it: on a 2,000-node board the first render drew all
 * 2,000 cards before culling to the few hundred in view (docs/benchmarks.md, first render). With a
 * size and handles known, only the nodes in view are drawn; each is measured when it is, and when its
 * card is not the expected size its declared handles give way to the measured ones (`measuredHandles`).
 */
function unmeasured(node: BoardNode): Omit<GameFlowNode, 'position' | 'data'> {
  const { width, height } = NODE_SIZE;
  const y = height / 2 - HANDLE / 2;
  const handles: NodeHandle[] = [];
  if (node.kind !== 'START')
    handles.push({
      type: 'target',
      position: Position.Left,
      x: -HANDLE / 2,
      y,
      width: HANDLE,
      height: HANDLE,
    });
  if (node.kind !== 'END')
    handles.push({
      type: 'source',
      position: Position.Right,
      x: width - HANDLE / 2,
      y,
      width: HANDLE,
      height: HANDLE,
    });
  // `measured` too: xyflow counts the canvas as initialised (and runs a queued fitView) only when every
  // node has a measured size, and nodes out of view are never drawn to be measured.
  return {
    id: node.id,
    type: 'game',
    initialWidth: width,
    initialHeight: height,
    measured: { width, height },
    handles,
  };
}

/**
 * Nodes just measured by xyflow drop their declared handles, so xyflow keeps the handles it measured
 * on the drawn card (a card with text lines is taller than the expected size).
 */
export function measuredHandles<N extends CanvasNode>(nodes: N[], changes: readonly NodeChange<N>[]): N[] {
  const measured = new Set(changes.flatMap((c) => (c.type === 'dimensions' ? [c.id] : [])));
  if (measured.size === 0) return nodes;
  return nodes.map((n) => {
    if (!measured.has(n.id) || !n.handles) return n;
    const { handles: _declared, ...rest } = n;
    return rest as N;
  });
}
