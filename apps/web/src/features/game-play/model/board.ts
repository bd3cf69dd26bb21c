import {
  GameNodeKindLabel,
  type TGameBoardContent,
  type TGameEdge,
  type TGameEventItem,
  type TGameNode,
  ZGameEventItem,
} from '@juzuo/schemas';
import type { PlayBoard } from './types';

/**
 * Indexes a board (as digraph answers it) for playing; edges to or from missing nodes are left out.
 * The board's maps have no order of their own (two readings may list edges differently), so the ways
 * out of a node go top to bottom, then left to right, by where their targets sit on the board.
 */
export function playBoard(content: TGameBoardContent): PlayBoard {
  const nodes = new Map(content.nodes.map((n) => [n.node_id, n]));
  const outgoing = new Map<string, TGameEdge[]>();
  const place = (e: TGameEdge) => nodes.get(e.target) as TGameNode;
  const byPlace = (a: TGameEdge, b: TGameEdge) =>
    place(a).y - place(b).y ||
    place(a).x - place(b).x ||
    (a.edge_id < b.edge_id ? -1 : a.edge_id > b.edge_id ? 1 : 0);
  for (const e of [...content.edges].filter((x) => nodes.has(x.target)).sort(byPlace)) {
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
    events: content.events.flatMap((raw): TGameEventItem[] => {
      const parsed = ZGameEventItem.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** How the console names a node: its title, else its kind's label. */
export const nodeTitle = (node: TGameNode | undefined): string =>
  node ? node.name?.trim() || GameNodeKindLabel[node.node_type] : '（已删除的节点）';
