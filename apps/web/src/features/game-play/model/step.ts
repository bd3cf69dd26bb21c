import {
  GameNodeKind,
  PlotActionType,
  type TGameAssignment,
  type TGameEdge,
  type TGameNode,
} from '@juzuo/schemas';
import { nodeTitle } from './board';
import type { PlayBoard, PlayChoice, PlayLine, PlayPending, PlayStep, PlayValues } from './types';
import { assigned, conditionHolds, interpolate, variableName, withVar } from './values';

const LINK_PREFIX = 'link:';

/** A choice along an edge, labelled by the edge, else by where it leads. */
function edgeChoice(board: PlayBoard, e: TGameEdge, only: boolean): PlayChoice {
  const label = e.label?.trim() || (only ? '继续' : `前往「${nodeTitle(board.nodes.get(e.target))}」`);
  return { id: e.edge_id, target: e.target, label };
}

/** Paths a BRANCH-like node offers: edges without a condition or whose condition holds, else its default paths. */
function openEdges(board: PlayBoard, values: PlayValues, out: TGameEdge[]): TGameEdge[] {
  const open = out.filter((e) => !e.condition || conditionHolds(board, values, e.condition));
  return open.length > 0 ? open : out.filter((e) => e.is_default === true);
}

/** LOGIC decides by itself: the first edge whose condition holds, else its default path. */
function logicEdge(board: PlayBoard, values: PlayValues, out: TGameEdge[]): TGameEdge | undefined {
  return (
    out.find((e) => e.condition && conditionHolds(board, values, e.condition)) ??
    out.find((e) => e.is_default === true || !e.condition)
  );
}

/** What the story waits for at a node, with the values as they are now (not counting a pending INPUT). */
export function waysForward(board: PlayBoard, values: PlayValues, node: TGameNode): PlayPending {
  if (node.node_type === GameNodeKind.END) return { kind: 'end' };
  if (node.node_type === GameNodeKind.LINK) {
    const target = node.link_node_id;
    if (!target || !board.nodes.has(target)) return { kind: 'stuck', reason: '跳转节点没有有效的目标节点' };
    const label = `跳转到「${nodeTitle(board.nodes.get(target))}」`;
    return { kind: 'choices', choices: [{ id: `${LINK_PREFIX}${node.node_id}`, target, label }] };
  }
  const out = board.outgoing.get(node.node_id) ?? [];
  if (out.length === 0) return { kind: 'stuck', reason: '这个节点没有后续连线，故事在这里中断' };
  const edges =
    node.node_type === GameNodeKind.LOGIC
      ? [logicEdge(board, values, out)].filter((e): e is TGameEdge => e !== undefined)
      : openEdges(board, values, out);
  if (edges.length === 0) return { kind: 'stuck', reason: '没有满足条件的选项，也没有默认路径' };
  return { kind: 'choices', choices: edges.map((e) => edgeChoice(board, e, edges.length === 1)) };
}

/** The lines a node shows when the story enters it. */
function nodeLines(board: PlayBoard, values: PlayValues, node: TGameNode): PlayLine[] {
  const say = (text: string) => interpolate(board, values, text);
  switch (node.node_type) {
    case GameNodeKind.PLOT:
      return (node.actions ?? []).map((a) => {
        if (a.action_type === PlotActionType.DIALOG)
          return {
            kind: 'dialog' as const,
            role: a.role_name || a.role_id || '未指定角色',
            text: say(a.msg),
          };
        return {
          kind: a.action_type === PlotActionType.DESC ? ('desc' as const) : ('chorus' as const),
          text: say(a.msg),
        };
      });
    case GameNodeKind.MESSAGE:
      return [{ kind: 'message', text: say(node.text ?? '') }];
    case GameNodeKind.VIDEO:
      return [{ kind: 'system', text: `播放视频「${nodeTitle(node)}」` }];
    case GameNodeKind.AI_CONVERSATION:
      return [{ kind: 'system', text: 'AI对话节点：试玩控制台不调用AI引擎，直接继续' }];
    case GameNodeKind.INPUT:
      return [];
    default:
      return node.text?.trim() ? [{ kind: 'desc', text: say(node.text) }] : [];
  }
}

/** Applies assignments (a node's or an event's) in order; the ones that cannot apply are reported as lines. */
export function applyAssignments(
  board: PlayBoard,
  values: PlayValues,
  assignments: readonly TGameAssignment[],
) {
  let after = values;
  const lines: PlayLine[] = [];
  for (const a of assignments) {
    const next = assigned(board, after, a);
    if (next === null) {
      const v = board.variables.get(a.var_id);
      lines.push({
        kind: 'system',
        text: `赋值未执行：${v ? `「${variableName(v)}」` : '变量不存在'}（${a.op} ${a.value}）`,
      });
    } else after = withVar(after, a.var_id, next);
  }
  return { after, lines };
}

/** The step of entering a node (through `edgeId` when an edge was followed). */
export function enterStep(board: PlayBoard, before: PlayValues, nodeId: string, edgeId?: string): PlayStep {
  const node = board.nodes.get(nodeId);
  const base = { kind: 'enter' as const, node_id: nodeId, ...(edgeId ? { edge_id: edgeId } : {}), before };
  if (!node) return { ...base, after: before, lines: [], pending: { kind: 'stuck', reason: '节点已不存在' } };
  if (node.node_type === GameNodeKind.INPUT) {
    const prompt = interpolate(board, before, node.text?.trim() || '请输入');
    return { ...base, after: before, lines: [], pending: { kind: 'input', prompt } };
  }
  const { after, lines: failed } = applyAssignments(board, before, node.assignments ?? []);
  const lines = [...nodeLines(board, after, node), ...failed];
  return { ...base, after, lines, pending: waysForward(board, after, node) };
}
