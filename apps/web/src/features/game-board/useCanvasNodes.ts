import { applyNodeChanges, type NodeChange } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { type BoardNode, moveNodes } from './boardModel';
import { type GameFlowNode, mergeFlowNodes } from './flowMapping';

/** How often a drag writes its position to the board (others see the node glide, not jump at the end). */
const DRAG_WRITE_MS = 80;

/**
 * The canvas nodes of a live board: xyflow's view state (measured sizes, selection, drags) kept
 * locally, positions and fields from the document. A local drag writes x,y throttled while it moves
 * and once more where it stops.
 */
export function useCanvasNodes(ydoc: Y.Doc | null, board: readonly BoardNode[]) {
  const [nodes, setNodes] = useState<GameFlowNode[]>([]);
  const pending = useRef(new Map<string, { x: number; y: number }>());
  const lastWrite = useRef(0);
  // A node this tab just added becomes the selection once the board shows it.
  const selectNext = useRef<string | null>(null);

  useEffect(() => {
    setNodes((prev) => {
      const next = mergeFlowNodes(prev, board);
      const id = selectNext.current;
      if (!id || !next.some((n) => n.id === id)) return next;
      selectNext.current = null;
      return next.map((n) => (n.selected === (n.id === id) ? n : { ...n, selected: n.id === id }));
    });
  }, [board]);

  const flush = useCallback(() => {
    if (!ydoc || pending.current.size === 0) return;
    moveNodes(
      ydoc,
      [...pending.current].map(([id, p]) => ({ id, ...p })),
    );
    pending.current.clear();
    lastWrite.current = performance.now();
  }, [ydoc]);

  const onNodesChange = useCallback(
    (changes: NodeChange<GameFlowNode>[]) => {
      setNodes((prev) => applyNodeChanges(changes, prev));
      let moved = false;
      for (const c of changes)
        if (c.type === 'position' && c.position && c.dragging) {
          pending.current.set(c.id, c.position);
          moved = true;
        }
      if (moved && performance.now() - lastWrite.current >= DRAG_WRITE_MS) flush();
    },
    [flush],
  );

  /** Writes where the dragged nodes stopped (the throttle may have held back the last move). */
  const onDragStop = useCallback(
    (dragged: readonly GameFlowNode[]) => {
      for (const n of dragged) pending.current.set(n.id, n.position);
      flush();
    },
    [flush],
  );

  /** Selects exactly one node (search, checker, inspector jumps), or the next added one. */
  const select = useCallback((id: string, later = false) => {
    if (later) {
      selectNext.current = id;
      return;
    }
    setNodes((prev) => prev.map((n) => (n.selected === (n.id === id) ? n : { ...n, selected: n.id === id })));
  }, []);

  return { nodes, onNodesChange, onDragStop, select };
}
