import { useCallMutation } from '@juzuo/api-client/react';
import {
  checkBoard,
  GameProblemCode,
  gameCheckPreviewJson,
  type TGameBoardContent,
  type TGameProblem,
} from '@juzuo/schemas';
import { useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { useLiveBoardContent } from './liveContent';

/** The same set when the contents are the same, so what depends on it is not recomputed. */
const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/**
 * The live problems plus what only the service can tell: the resources it found deleted at the last
 * 检查, for nodes that still use them.
 */
export function withServed(
  liveProblems: TGameProblem[],
  served: readonly TGameProblem[] | null,
  board: TGameBoardContent,
): TGameProblem[] {
  const inUse = new Map(board.nodes.map((n) => [n.node_id, n.resource_id]));
  const seen = new Set(liveProblems.map((p) => `${p.code}|${p.node_id ?? ''}|${p.message}`));
  const extra = (served ?? []).filter(
    (p) =>
      p.code === GameProblemCode.MISSING_RESOURCE &&
      p.node_id !== undefined &&
      inUse.get(p.node_id) !== undefined &&
      !seen.has(`${p.code}|${p.node_id}|${p.message}`),
  );
  return [...liveProblems, ...extra];
}

/** The nodes and edges the checker marks on the canvas. */
export interface Flagged {
  nodes: ReadonlySet<string>;
  edges: ReadonlySet<string>;
}

/**
 * The board's problems: the checker runs in the browser on the live board (the service's own pure
 * checker), so the list follows every edit; 检查 asks the service too, which also knows deleted resources.
 */
export function useBoardChecker(ydoc: Y.Doc, boardId: string) {
  const live = useLiveBoardContent(ydoc);
  const [served, setServed] = useState<TGameProblem[] | null>(null);
  const problems = useMemo(
    () => (live ? withServed(checkBoard(live, null), served, live) : null),
    [live, served],
  );
  const [checking, setChecking] = useState(false);
  const check = useCallMutation(gameCheckPreviewJson);
  // Kept while the marks stay the same: each re-check after a drag would otherwise give every edge
  // and every node card new props.
  const flaggedBefore = useRef<Flagged>({ nodes: new Set(), edges: new Set() });
  const flagged = useMemo(() => {
    const nodes = new Set<string>();
    const edges = new Set<string>();
    for (const p of problems ?? []) {
      if (p.edge_id) edges.add(p.edge_id);
      else if (p.node_id) nodes.add(p.node_id);
    }
    const prev = flaggedBefore.current;
    const next = {
      nodes: sameSet(prev.nodes, nodes) ? prev.nodes : nodes,
      edges: sameSet(prev.edges, edges) ? prev.edges : edges,
    };
    flaggedBefore.current = next;
    return next;
  }, [problems]);
  const runCheck = async () => {
    setChecking(true);
    try {
      setServed((await check({ board_id: boardId })).problems);
    } catch {
      // The client's error catalogue shows why.
    } finally {
      setChecking(false);
    }
  };
  return { problems, flagged, checking, runCheck };
}
