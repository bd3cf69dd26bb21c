import { useReactFlow } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { nodesOf } from './boardModel';
import type { CanvasNode } from './flowMapping';

/**
 * Fitting the view: a small board is not blown up past its real size, and a large one is not shrunk
 * below 0.2, where all of it would be drawn at once (docs/benchmarks.md, 2,000 nodes: at 0.05 a
 * drag step cost about 0.45 s of script); it opens centred at 0.2 and the minimap shows the rest.
 */
export const FIT_VIEW = { maxZoom: 1, minZoom: 0.2 };

type Placed = ReadonlyMap<string, { x: number; y: number }>;

/**
 * When the view is fitted to the board: once when its nodes first arrive, and after an auto-layout
 * once the canvas shows the new positions. `fits` counts the layouts fitted (tests wait on it);
 * `fitWhenDrawn` asks for a fit once the given positions are drawn.
 */
export function useBoardFit(ydoc: Y.Doc, nodes: readonly CanvasNode[]) {
  const flow = useReactFlow<CanvasNode>();
  const [fits, setFits] = useState(0);
  const placedRef = useRef<Placed | null>(null);
  // After an auto-layout, fit the view once the canvas shows the new positions (a frame or two later).
  useEffect(() => {
    const placed = placedRef.current;
    if (!placed) return;
    const drawn = nodes.every((n) => {
      const p = placed.get(n.id);
      return !p || (p.x === n.position.x && p.y === n.position.y);
    });
    if (!drawn) return;
    placedRef.current = null;
    requestAnimationFrame(() => {
      void flow.fitView({ ...FIT_VIEW, duration: 200 }).then(() => setFits((n) => n + 1));
    });
  }, [nodes, flow]);
  // Open on the whole board: ReactFlow's fitView prop only sees the nodes present at mount, and a
  // board's nodes arrive after it (the local copy, then the relay). Fit once when nodes first arrive
  // from there, never after this user's own first edit (the view must not jump under their hand).
  const [openFit, setOpenFit] = useState<'waiting' | 'due' | 'done'>('waiting');
  useEffect(() => {
    const onTransaction = (tr: Y.Transaction) => {
      if (tr.local) setOpenFit((s) => (s === 'waiting' ? 'done' : s));
      else if (nodesOf(ydoc).size > 0) setOpenFit((s) => (s === 'waiting' ? 'due' : s));
    };
    ydoc.on('afterTransaction', onTransaction);
    return () => ydoc.off('afterTransaction', onTransaction);
  }, [ydoc]);
  useEffect(() => {
    if (openFit !== 'due' || nodes.length === 0) return;
    setOpenFit('done');
    requestAnimationFrame(() => void flow.fitView(FIT_VIEW));
  }, [openFit, nodes.length, flow]);
  const fitWhenDrawn = (placed: Placed) => {
    placedRef.current = placed;
  };
  return { fits, fitWhenDrawn };
}
