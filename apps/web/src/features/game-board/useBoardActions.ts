import type { TGameNodeKind } from '@juzuo/schemas';
import { useReactFlow } from '@xyflow/react';
import type { RefObject } from 'react';
import type * as Y from 'yjs';
import { addNode, type BoardNode, moveNodes } from './boardModel';
import { type CanvasNode, frameCanvasId, isGameNode } from './flowMapping';
import { autoLayoutFramed } from './frameLayout';
import { addGroup, frameAround, placeGroups } from './groups';
import { freeSpot, NODE_SIZE } from './layout';
import type { BoardState } from './useBoard';
import { boxOf, type useCanvasNodes } from './useCanvasNodes';

interface ActionsInput {
  ydoc: Y.Doc;
  board: BoardState;
  canvas: ReturnType<typeof useCanvasNodes>;
  byId: ReadonlyMap<string, BoardNode>;
  /** The one selected board node, if exactly one is. */
  single: BoardNode | undefined;
  /** The selected board nodes on the canvas. */
  selected: readonly CanvasNode[];
  /** The canvas's element (where new nodes are placed in view). */
  wrapper: RefObject<HTMLDivElement | null>;
  /** Shows the node form (a new or jumped-to node becomes the selection). */
  showNode: () => void;
  /** Fits the view once the laid-out positions are drawn. */
  fitWhenDrawn: (placed: ReadonlyMap<string, { x: number; y: number }>) => void;
}

/** The toolbar's actions on the board: add a node, jump to one, auto-layout, frame the selection. */
export function useBoardActions(p: ActionsInput) {
  const { ydoc, board, canvas, wrapper } = p;
  const flow = useReactFlow<CanvasNode>();
  const jump = (id: string) => {
    const n = p.byId.get(id);
    if (!n) return;
    canvas.select(id);
    p.showNode();
    void flow.setCenter(n.x + NODE_SIZE.width / 2, n.y + NODE_SIZE.height / 2, {
      zoom: Math.max(flow.getZoom(), 0.9),
      duration: 300,
    });
  };
  const add = (kind: TGameNodeKind) => {
    const rect = wrapper.current?.getBoundingClientRect();
    const at = freeSpot(
      p.single
        ? { x: p.single.x + NODE_SIZE.width + 60, y: p.single.y }
        : flow.screenToFlowPosition({ x: (rect?.left ?? 0) + 60, y: (rect?.top ?? 0) + 80 }),
      board.nodes,
    );
    canvas.select(addNode(ydoc, kind, at.x, at.y), true);
    p.showNode();
    // Off screen, the new node would not even be drawn (only visible elements are): bring it in view.
    if (rect) {
      const topLeft = flow.screenToFlowPosition({ x: rect.left, y: rect.top });
      const bottomRight = flow.screenToFlowPosition({ x: rect.right, y: rect.bottom });
      const inside =
        at.x >= topLeft.x &&
        at.y >= topLeft.y &&
        at.x + NODE_SIZE.width <= bottomRight.x &&
        at.y + NODE_SIZE.height <= bottomRight.y;
      if (!inside)
        void flow.setCenter(at.x + NODE_SIZE.width / 2, at.y + NODE_SIZE.height / 2, {
          zoom: flow.getZoom(),
          duration: 200,
        });
    }
  };
  // Framed nodes are laid out together inside their frame, which is resized around them.
  const layout = () => {
    const at = autoLayoutFramed(canvas.nodes.filter(isGameNode).map(boxOf), board.edges, board.groups);
    moveNodes(
      ydoc,
      [...at.nodes].map(([id, q]) => ({ id, ...q })),
    );
    placeGroups(
      ydoc,
      [...at.frames].map(([id, box]) => ({ id, ...box })),
    );
    p.fitWhenDrawn(at.nodes);
  };
  // A titled frame around the selected nodes (Ctrl+G); it becomes the selection, ready to rename.
  const makeGroup = () => {
    const box = frameAround(p.selected.map(boxOf));
    if (box) canvas.select(frameCanvasId(addGroup(ydoc, '新分组', box)), true);
  };
  return { jump, add, layout, makeGroup };
}
