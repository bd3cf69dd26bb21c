import { GameNodeKindLabel, type TGameBoardContent, type TGameEdge, type TGameNode } from '@juzuo/schemas';
import type { PlayBoard } from './types';

/** Indexes a board (as digraph answers it) for playing; edges to or from missing nodes are left out. */
export function playBoard(content: TGameBoardContent): PlayBoard {
  const nodes = new Map(content.nodes.map((n) => [n.node_id, n]));
  const outgoing = new Map<string, TGameEdge[]>();
  for (const e of content.edges) {
    if (!nodes.has(e.source) || !nodes.has(e.target)) continue;
    const list = outgoing.get(e.source) ?? [];
    list.push(e);
    outgoing.set(e.source, list);
  }
  return {
    content,
    nodes,
    variables: new Map(content.variables.map((v) => [v.var_id, v])),
    outgoing,
  };
}

/** How the console names a node: its title, else its kind's label. */
export const nodeTitle = (node: TGameNode | undefined): string =>
  node ? node.name?.trim() || GameNodeKindLabel[node.node_type] : '（已删除的节点）';
