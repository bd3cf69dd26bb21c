import { useStore, ViewportPortal } from '@xyflow/react';
import { memo, useMemo } from 'react';
import type { BoardEdge } from './boardModel';
import { type CanvasNode, isGameNode } from './flowMapping';
import { NODE_SIZE } from './layout';

// The whole board at once (a 2,000-node board fits at about 5%): xyflow's per-edge components (an
// SVG root and a store subscription each) made every pan and drag step cost hundreds of ms there
// (docs/benchmarks.md, large game board), and at that scale an edge is a hairline with no label to
// read or click. Below OVERVIEW_BELOW the board's edges are one straight-line path instead.

/** Below this zoom the canvas is an overview: edges as one path, node cards as plain coloured boxes. */
export const OVERVIEW_BELOW = 0.15;

const inOverview = (s: { transform: [number, number, number] }) => s.transform[2] < OVERVIEW_BELOW;

/** Whether the canvas is zoomed out to an overview (re-renders only when that changes, not per step). */
export const useOverview = (): boolean => useStore(inOverview);

/** The straight segments from each edge's source (right middle) to its target (left middle), as path data. */
export function overviewPaths(
  nodes: readonly CanvasNode[],
  edges: readonly BoardEdge[],
  flagged: ReadonlySet<string>,
): { plain: string; flagged: string } {
  const boxes = new Map<string, { x: number; y: number; w: number; h: number }>();
  for (const n of nodes) {
    if (!isGameNode(n)) continue;
    boxes.set(n.id, {
      x: n.position.x,
      y: n.position.y,
      w: n.measured?.width ?? NODE_SIZE.width,
      h: n.measured?.height ?? NODE_SIZE.height,
    });
  }
  const plain: string[] = [];
  const bad: string[] = [];
  for (const e of edges) {
    const s = boxes.get(e.source);
    const t = boxes.get(e.target);
    if (!s || !t) continue;
    const segment = `M${s.x + s.w} ${s.y + s.h / 2}L${t.x} ${t.y + t.h / 2}`;
    (flagged.has(e.id) ? bad : plain).push(segment);
  }
  return { plain: plain.join(''), flagged: bad.join('') };
}

/** Every edge of the board as one path in the viewport (pans and zooms with it, never re-renders for it). */
export const OverviewEdges = memo(function OverviewEdges(props: {
  nodes: readonly CanvasNode[];
  edges: readonly BoardEdge[];
  flagged: ReadonlySet<string>;
}) {
  const paths = useMemo(
    () => overviewPaths(props.nodes, props.edges, props.flagged),
    [props.nodes, props.edges, props.flagged],
  );
  return (
    <ViewportPortal>
      <svg
        data-testid="overview-edges"
        data-edges={props.edges.length}
        aria-hidden
        className="pointer-events-none absolute overflow-visible"
        style={{ left: 0, top: 0, width: 1, height: 1, zIndex: -1 }}
      >
        {/* Hairlines at any zoom: the stroke does not scale with the viewport. */}
        <path
          d={paths.plain}
          fill="none"
          stroke="#94a3b8"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {paths.flagged && (
          <path
            d={paths.flagged}
            fill="none"
            stroke="#dc2626"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
    </ViewportPortal>
  );
});
