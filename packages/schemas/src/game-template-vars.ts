import type { TGameBoardContent, TGameEdge, TGameNode, TGameVariable } from './game-board';
import type { TGameTemplateContent } from './game-extras-api';

// A template's nodes and edges refer to board variables by id (assignments, conditions). Ids are the
// source board's, so a template applied to another board matches them by name there.

type Group = { nodes: TGameNode[]; edges: TGameEdge[] };

/** A variable's name as the board shows it. */
const nameOf = (v: TGameVariable): string => (v.kind === 'numeric' ? v.var_name : v.name);

/** The variable ids the nodes and edges refer to, in order of first use. */
export function templateVariableIds(group: Group): string[] {
  const ids = [
    ...group.nodes.flatMap((n) => (n.assignments ?? []).map((a) => a.var_id)),
    ...group.edges.flatMap((e) => (e.condition ? [e.condition.var_id] : [])),
  ];
  return [...new Set(ids)];
}

/** The board's variables the nodes and edges refer to, with their names (saved with a template). */
export function templateVariables(
  board: TGameBoardContent,
  group: Group,
): { var_id: string; name: string }[] {
  const byId = new Map(board.variables.map((v) => [v.var_id, v]));
  return templateVariableIds(group).flatMap((id) => {
    const v = byId.get(id);
    return v ? [{ var_id: id, name: nameOf(v) }] : [];
  });
}

/**
 * Where a template's variable references point on a target board: the same id when the board has it,
 * else the board's one variable of the same name. The rest are unmatched (by name, or by id when the
 * template has no name for it) and keep their ids, so the board's checker points at them.
 */
export function matchTemplateVariables(
  content: TGameTemplateContent,
  target: readonly TGameVariable[],
): { ids: Map<string, string>; unmatched: string[] } {
  const have = new Set(target.map((v) => v.var_id));
  const named = new Map<string, string[]>();
  for (const v of target) named.set(nameOf(v), [...(named.get(nameOf(v)) ?? []), v.var_id]);
  const names = new Map((content.variables ?? []).map((v) => [v.var_id, v.name]));
  const ids = new Map<string, string>();
  const unmatched: string[] = [];
  for (const id of templateVariableIds(content)) {
    if (have.has(id)) continue;
    const name = names.get(id);
    const same = name === undefined ? [] : (named.get(name) ?? []);
    if (same.length === 1) ids.set(id, same[0] as string);
    else unmatched.push(name ?? id);
  }
  return { ids, unmatched };
}

/** Nodes and edges with their variable references moved by `ids`. */
export function renameTemplateVariables<G extends Group>(group: G, ids: ReadonlyMap<string, string>): G {
  if (ids.size === 0) return group;
  const to = (id: string) => ids.get(id) ?? id;
  return {
    ...group,
    nodes: group.nodes.map((n) =>
      n.assignments ? { ...n, assignments: n.assignments.map((a) => ({ ...a, var_id: to(a.var_id) })) } : n,
    ),
    edges: group.edges.map((e) =>
      e.condition ? { ...e, condition: { ...e.condition, var_id: to(e.condition.var_id) } } : e,
    ),
  };
}
