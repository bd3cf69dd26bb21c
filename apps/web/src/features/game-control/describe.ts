import {
  GameEventTriggerLabel,
  type TGameBoardContent,
  type TGameEventItem,
  type TGameProblem,
  type TGameVariable,
} from '@juzuo/schemas';

/** A variable's name as forms show it. */
export const varNameOf = (v: TGameVariable): string => (v.kind === 'numeric' ? v.var_name : v.name);

/** What a board holds, for the control board's overview. */
export interface BoardStats {
  nodes: number;
  edges: number;
  variables: number;
  endings: number;
  events: number;
  panels: number;
  problems: number;
}

/** Counts of a board (problems as the shared checker finds them on this reading). */
export function boardStats(board: TGameBoardContent, problems: readonly TGameProblem[]): BoardStats {
  return {
    nodes: board.nodes.length,
    edges: board.edges.length,
    variables: board.variables.length,
    endings: board.nodes.filter((n) => n.node_type === 'END').length,
    events: board.events.length,
    panels: board.panels.length,
    problems: problems.length,
  };
}

/**
 * An event in one line of Chinese: when it fires, then what it does
 * ("进入节点「开门」时：好感度 += 5；提示「…」；跳转到「结局」（仅一次）").
 */
export function describeEvent(
  event: TGameEventItem,
  nodeName: (id: string) => string,
  variables: readonly TGameVariable[],
): string {
  const names = new Map(variables.map((v) => [v.var_id, varNameOf(v)]));
  const varName = (id: string) => names.get(id) ?? '（已删除的变量）';
  let when: string = GameEventTriggerLabel[event.trigger];
  if (event.trigger !== 'CONDITION' && event.node_id)
    when = `${event.trigger === 'ENTER_NODE' ? '进入' : '离开'}节点「${nodeName(event.node_id)}」时`;
  if (event.trigger === 'CONDITION' && event.condition) {
    const c = event.condition;
    when = `当 ${varName(c.var_id)} ${c.op} ${String(c.value)} 时`;
  }
  const does = [
    ...(event.assignments ?? []).map((a) => `${varName(a.var_id)} ${a.op} ${String(a.value)}`),
    ...(event.message ? [`提示「${event.message}」`] : []),
    ...(event.target_node_id ? [`跳转到「${nodeName(event.target_node_id)}」`] : []),
  ];
  return `${when}：${does.length > 0 ? does.join('；') : '（还没有动作）'}${event.once ? '（仅一次）' : ''}`;
}
