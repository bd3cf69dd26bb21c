import type { PlayBoard, PlayStep } from './types';

/** Nodes and edges the play-throughs reached (kept across restarts and step-backs: they were reached). */
export interface PlayCoverage {
  nodes: ReadonlySet<string>;
  edges: ReadonlySet<string>;
}

/** Nothing reached yet. */
export const emptyCoverage = (): PlayCoverage => ({ nodes: new Set(), edges: new Set() });

/** Coverage with the steps' nodes and edges added (the same object when nothing is new). */
export function addCoverage(cov: PlayCoverage, steps: readonly PlayStep[]): PlayCoverage {
  const reached = (s: PlayStep) => [s.node_id, ...(s.passed ?? [])];
  const fresh = steps.filter(
    (s) => reached(s).some((id) => !cov.nodes.has(id)) || (s.edge_id && !cov.edges.has(s.edge_id)),
  );
  if (fresh.length === 0) return cov;
  const nodes = new Set(cov.nodes);
  const edges = new Set(cov.edges);
  for (const s of fresh) {
    for (const id of reached(s)) nodes.add(id);
    if (s.edge_id) edges.add(s.edge_id);
  }
  return { nodes, edges };
}

/** Shares of the board's nodes and edges reached, as whole percentages (an empty board is fully covered). */
export function coverageReport(board: PlayBoard, cov: PlayCoverage) {
  const nodeIds = board.content.nodes.map((n) => n.node_id);
  const edgeIds = [...board.outgoing.values()].flat().map((e) => e.edge_id);
  const reachedNodes = nodeIds.filter((id) => cov.nodes.has(id));
  const reachedEdges = edgeIds.filter((id) => cov.edges.has(id));
  const pct = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 100));
  return {
    reachedNodes,
    missedNodes: nodeIds.filter((id) => !cov.nodes.has(id)),
    reachedEdges,
    missedEdges: edgeIds.filter((id) => !cov.edges.has(id)),
    nodePercent: pct(reachedNodes.length, nodeIds.length),
    edgePercent: pct(reachedEdges.length, edgeIds.length),
  };
}
