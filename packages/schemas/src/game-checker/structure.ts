import { GameNodeKind } from '../game';
import type { TGameEdge } from '../game-board';
import { GameProblemCode } from '../game-check';
import { type CheckContext, nodeLabel } from './context';

const P = GameProblemCode;

/** Where the story can go from each node: its edges whose both ends exist, and a LINK's target. */
export function successors(ctx: CheckContext): Map<string, string[]> {
  const next = new Map<string, string[]>([...ctx.nodes.keys()].map((id) => [id, []]));
  for (const e of ctx.board.edges)
    if (ctx.nodes.has(e.source) && ctx.nodes.has(e.target)) next.get(e.source)?.push(e.target);
  for (const n of ctx.nodes.values())
    if (n.node_type === GameNodeKind.LINK && n.link_node_id && ctx.nodes.has(n.link_node_id))
      next.get(n.node_id)?.push(n.link_node_id);
  return next;
}

/** START and END exist (one START); every node is reachable from START; only END nodes end. */
export function checkFlow(ctx: CheckContext): void {
  const starts = [...ctx.nodes.values()].filter((n) => n.node_type === GameNodeKind.START);
  if (starts.length === 0) ctx.report(P.NO_START, '画布缺少开始节点');
  for (const extra of starts.slice(1))
    ctx.report(P.MULTIPLE_START, '画布有多个开始节点，只能保留一个', { node_id: extra.node_id });
  if (![...ctx.nodes.values()].some((n) => n.node_type === GameNodeKind.END))
    ctx.report(P.NO_END, '画布缺少结束节点');

  const next = successors(ctx);
  const reached = new Set<string>();
  const stack = starts.map((s) => s.node_id);
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(next.get(id) ?? []));
  }
  for (const n of ctx.nodes.values()) {
    // Without a START there is nothing to reach from; NO_START already says so.
    if (starts.length > 0 && !reached.has(n.node_id))
      ctx.report(P.UNREACHABLE, `节点${nodeLabel(n)}从开始节点无法到达`, { node_id: n.node_id });
    // A LINK without a target is LINK_MISSING, not a second problem.
    const ends = n.node_type === GameNodeKind.END || n.node_type === GameNodeKind.LINK;
    if (!ends && (next.get(n.node_id) ?? []).length === 0)
      ctx.report(P.DEAD_END, `节点${nodeLabel(n)}没有后续节点，故事会在这里中断（它不是结束节点）`, {
        node_id: n.node_id,
      });
  }
}

/** Edges whose source or target is gone. */
export function checkEdges(ctx: CheckContext): void {
  for (const e of ctx.board.edges) {
    const hasSource = ctx.nodes.has(e.source);
    const hasTarget = ctx.nodes.has(e.target);
    if (hasSource && hasTarget) continue;
    const at = {
      edge_id: e.edge_id,
      ...(hasSource ? { node_id: e.source } : hasTarget ? { node_id: e.target } : {}),
    };
    const which = !hasSource && !hasTarget ? '两端的节点' : hasSource ? '指向的节点' : '起点节点';
    ctx.report(P.DANGLING_EDGE, `有一条连线${which}已不存在`, at);
  }
}

/** A path a BRANCH takes when no condition holds: marked default, or without a condition. */
const isDefaultPath = (e: TGameEdge): boolean => e.is_default === true || !e.condition;

/** Each BRANCH has a default path; each LINK points at a node that exists. */
export function checkBranchesAndLinks(ctx: CheckContext): void {
  for (const n of ctx.nodes.values()) {
    if (n.node_type === GameNodeKind.BRANCH) {
      const out = ctx.board.edges.filter((e) => e.source === n.node_id && ctx.nodes.has(e.target));
      if (!out.some(isDefaultPath))
        ctx.report(P.BRANCH_NO_DEFAULT, `分支节点${nodeLabel(n)}没有默认路径（条件都不成立时无路可走）`, {
          node_id: n.node_id,
        });
    }
    if (n.node_type === GameNodeKind.LINK && !(n.link_node_id && ctx.nodes.has(n.link_node_id)))
      ctx.report(
        P.LINK_MISSING,
        n.link_node_id
          ? `跳转节点${nodeLabel(n)}指向的节点已不存在`
          : `跳转节点${nodeLabel(n)}没有设置目标节点`,
        { node_id: n.node_id },
      );
  }
}

/** PLOT nodes have lines and no empty line; resources nodes point at exist; stores sell existing goods. */
export function checkContent(ctx: CheckContext): void {
  for (const n of ctx.nodes.values()) {
    if (n.node_type === GameNodeKind.PLOT) {
      const actions = n.actions ?? [];
      if (actions.length === 0)
        ctx.report(P.EMPTY_PLOT, `剧情节点${nodeLabel(n)}还没有任何台词或描述`, { node_id: n.node_id });
      actions.forEach((a, i) => {
        if (a.msg.trim() === '')
          ctx.report(P.EMPTY_PLOT, `剧情节点${nodeLabel(n)}的第${i + 1}条内容为空`, { node_id: n.node_id });
      });
    }
    if (n.resource_id && ctx.resourceIds && !ctx.resourceIds.has(n.resource_id))
      ctx.report(P.MISSING_RESOURCE, `节点${nodeLabel(n)}使用的资源已不存在`, { node_id: n.node_id });
  }
  const goods = new Set(ctx.board.goods.map((g) => g.good_id));
  for (const store of ctx.board.stores)
    for (const item of store.items)
      if (!goods.has(item.good_id))
        ctx.report(P.MISSING_RESOURCE, `商店「${store.store_name}」出售的物品已不存在`);
}
