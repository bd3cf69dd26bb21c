import { applyNodeChanges, type NodeChange } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { type BoardNode, LOCAL_ORIGIN, moveNodes } from './boardModel';
import {
  type CanvasNode,
  type FrameFlowNode,
  groupIdOf,
  isGameNode,
  measuredHandles,
  mergeFlowNodes,
  mergeFrames,
} from './flowMapping';
import { type BoardGroup, type Box, membersOf, placeGroups } from './groups';
import { NODE_SIZE } from './layout';

/** How often a drag writes its position to the board (others see the node glide, not jump at the end). */
const DRAG_WRITE_MS = 80;

/** A frame being dragged: where it started and the nodes inside it then, with their start positions. */
interface FrameDrag {
  id: string;
  start: { x: number; y: number };
  members: Map<string, { x: number; y: number }>;
}

/** The board box of a canvas node (its measured size once drawn). */
export const boxOf = (n: CanvasNode): Box & { id: string } => ({
  id: n.id,
  x: n.position.x,
  y: n.position.y,
  width: n.measured?.width ?? n.width ?? NODE_SIZE.width,
  height: n.measured?.height ?? n.height ?? NODE_SIZE.height,
});

/** The nodes a frame carries along: those wholly inside it, unless xyflow drags them itself (selected). */
function startFrameDrag(frame: CanvasNode, nodes: readonly CanvasNode[]): FrameDrag {
  const others = nodes.filter((n) => isGameNode(n) && !n.selected);
  const inside = new Set(membersOf(boxOf(frame), others.map(boxOf)));
  return {
    id: frame.id,
    start: { ...frame.position },
    members: new Map(others.filter((n) => inside.has(n.id)).map((n) => [n.id, { ...n.position }])),
  };
}

/**
 * The canvas nodes of a live board: group frames first (drawn behind), then the board's nodes.
 * xyflow's view state (measured sizes, selection, drags) is kept locally, positions and fields come
 * from the document. A local drag writes x,y throttled while it moves and once more where it stops;
 * a dragged frame carries the nodes lying wholly inside it.
 */
export function useCanvasNodes(
  ydoc: Y.Doc | null,
  board: readonly BoardNode[],
  groups: readonly BoardGroup[] = [],
) {
  const [nodes, setNodes] = useState<CanvasNode[]>([]);
  const latest = useRef<CanvasNode[]>(nodes);
  latest.current = nodes;
  const pending = useRef(new Map<string, { x: number; y: number }>());
  const pendingFrames = useRef(new Map<string, { x: number; y: number }>());
  const frameDrag = useRef<FrameDrag | null>(null);
  const lastWrite = useRef(0);
  // A node this tab just added becomes the selection once the board shows it.
  const selectNext = useRef<string | null>(null);

  useEffect(() => {
    setNodes((prev) => {
      const merged: CanvasNode[] = [
        ...mergeFrames(prev, groups),
        ...mergeFlowNodes(prev.filter(isGameNode), board),
      ];
      // Nothing changed: keep the array, so xyflow does not look at 2,000 nodes again.
      const next = merged.length === prev.length && merged.every((n, i) => n === prev[i]) ? prev : merged;
      const id = selectNext.current;
      if (!id || !next.some((n) => n.id === id)) return next;
      selectNext.current = null;
      return next.map((n) => (n.selected === (n.id === id) ? n : { ...n, selected: n.id === id }));
    });
  }, [board, groups]);

  const flush = useCallback(() => {
    if (!ydoc || (pending.current.size === 0 && pendingFrames.current.size === 0)) return;
    // One transaction: a frame and its nodes move as one undo step.
    ydoc.transact(() => {
      moveNodes(
        ydoc,
        [...pending.current].map(([id, p]) => ({ id, ...p })),
      );
      placeGroups(
        ydoc,
        [...pendingFrames.current].map(([id, p]) => ({ id, ...p })),
      );
    }, LOCAL_ORIGIN);
    pending.current.clear();
    pendingFrames.current.clear();
    lastWrite.current = performance.now();
  }, [ydoc]);

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      const carried: NodeChange<CanvasNode>[] = [];
      let moved = false;
      for (const c of changes) {
        if (c.type !== 'position' || !c.position || !c.dragging) continue;
        const groupId = groupIdOf(c.id);
        if (!groupId) {
          pending.current.set(c.id, c.position);
          moved = true;
          continue;
        }
        pendingFrames.current.set(groupId, c.position);
        moved = true;
        if (frameDrag.current?.id !== c.id) {
          const frame = latest.current.find((n) => n.id === c.id);
          if (frame) frameDrag.current = startFrameDrag(frame, latest.current);
        }
        const drag = frameDrag.current;
        if (!drag) continue;
        const dx = c.position.x - drag.start.x;
        const dy = c.position.y - drag.start.y;
        for (const [id, p] of drag.members) {
          const position = { x: p.x + dx, y: p.y + dy };
          carried.push({ type: 'position', id, position, dragging: true });
          pending.current.set(id, position);
        }
      }
      setNodes((prev) => measuredHandles(applyNodeChanges([...changes, ...carried], prev), changes));
      if (moved && performance.now() - lastWrite.current >= DRAG_WRITE_MS) flush();
    },
    [flush],
  );

  /** Writes where the dragged nodes and frames stopped (the throttle may have held back the last move). */
  const onDragStop = useCallback(
    (dragged: readonly CanvasNode[]) => {
      for (const n of dragged) {
        const groupId = groupIdOf(n.id);
        if (groupId) pendingFrames.current.set(groupId, n.position);
        else pending.current.set(n.id, n.position);
      }
      const drag = frameDrag.current;
      frameDrag.current = null;
      if (drag) {
        const frame = dragged.find((n) => n.id === drag.id);
        const dx = frame ? frame.position.x - drag.start.x : 0;
        const dy = frame ? frame.position.y - drag.start.y : 0;
        const done: NodeChange<CanvasNode>[] = [];
        for (const [id, p] of drag.members) {
          const position = { x: p.x + dx, y: p.y + dy };
          pending.current.set(id, position);
          done.push({ type: 'position', id, position, dragging: false });
        }
        setNodes((prev) => applyNodeChanges(done, prev));
      }
      flush();
    },
    [flush],
  );

  /** Writes a frame's new place and size once a resize is let go. */
  const onFrameResized = useCallback(
    (groupId: string, box: Box) => {
      if (ydoc) placeGroups(ydoc, [{ id: groupId, ...box }]);
    },
    [ydoc],
  );

  /** Selects exactly one node (search, checker, inspector jumps), or the next added one. */
  const select = useCallback((id: string, later = false) => {
    if (later) {
      selectNext.current = id;
      return;
    }
    setNodes((prev) => prev.map((n) => (n.selected === (n.id === id) ? n : { ...n, selected: n.id === id })));
  }, []);

  return { nodes, onNodesChange, onDragStop, onFrameResized, select };
}

/** The frames among canvas nodes. */
export const framesOf = (nodes: readonly CanvasNode[]): FrameFlowNode[] =>
  nodes.filter((n): n is FrameFlowNode => n.type === 'frame');
