import type { BoardEdge, BoardNode } from './boardModel';

// Reading a board for the comforts: search by text and the variable inspector.

/** The texts a node carries (name, text, plot lines), for search and its card's preview. */
export function nodeTexts(node: BoardNode): string[] {
  const f = node.fields;
  const out: string[] = [];
  if (typeof f.name === 'string') out.push(f.name);
  if (typeof f.text === 'string') out.push(f.text);
  if (Array.isArray(f.actions))
    for (const a of f.actions as { msg?: unknown; role_name?: unknown }[]) {
      if (typeof a?.role_name === 'string') out.push(a.role_name);
      if (typeof a?.msg === 'string') out.push(a.msg);
    }
  return out.filter((t) => t.trim() !== '');
}

/** Nodes whose texts or kind label contain the query (case ignored), in board order. */
export function searchNodes(
  nodes: readonly BoardNode[],
  query: string,
  labelOf: (n: BoardNode) => string,
): BoardNode[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  return nodes.filter((n) => [labelOf(n), ...nodeTexts(n)].some((t) => t.toLowerCase().includes(q)));
}

/** An edge as the inspector needs it: its source and its condition's variable. */
export interface ConditionEdge {
  id: string;
  source: string;
  varId?: string;
}

/** Which nodes read and which write one variable. */
export interface VariableUse {
  readers: string[];
  writers: string[];
}

/**
 * Who uses each variable: SET nodes whose assignments name it write it; the source node of an edge
 * whose condition names it reads it (BRANCH and LOGIC decide on their outgoing edges), and so does a
 * node whose text or lines show it as `{变量名}` (as the checker counts reads; `variables` gives the names).
 */
export function variableUses(
  nodes: readonly BoardNode[],
  edges: readonly ConditionEdge[],
  variables: readonly { id: string; name: string }[] = [],
): Map<string, VariableUse> {
  const uses = new Map<string, VariableUse>();
  const use = (varId: string) => {
    let u = uses.get(varId);
    if (!u) {
      u = { readers: [], writers: [] };
      uses.set(varId, u);
    }
    return u;
  };
  const addOnce = (list: string[], id: string) => {
    if (!list.includes(id)) list.push(id);
  };
  for (const n of nodes) {
    const assignments = n.fields.assignments;
    if (!Array.isArray(assignments)) continue;
    for (const a of assignments as { var_id?: unknown }[])
      if (typeof a?.var_id === 'string' && a.var_id !== '') addOnce(use(a.var_id).writers, n.id);
  }
  for (const e of edges) if (e.varId) addOnce(use(e.varId).readers, e.source);
  for (const v of variables) {
    const mark = `{${v.name}}`;
    for (const n of nodes) if (nodeTexts(n).some((t) => t.includes(mark))) addOnce(use(v.id).readers, n.id);
  }
  return uses;
}

/** variableUses over the board's own edges (their conditions' variables) and variables. */
export function boardVariableUses(
  nodes: readonly BoardNode[],
  edges: readonly BoardEdge[],
  variables: readonly { id: string; name: string }[],
): Map<string, VariableUse> {
  const conditionEdges = edges.map((e) => ({
    id: e.id,
    source: e.source,
    ...(typeof e.condition?.var_id === 'string' ? { varId: e.condition.var_id } : {}),
  }));
  return variableUses(nodes, conditionEdges, variables);
}

/** The nodes any of whose fields (at any depth) hold the id, e.g. a good named by a SET or a plot line. */
export function nodesMentioning(nodes: readonly BoardNode[], id: string): string[] {
  const holds = (value: unknown): boolean => {
    if (value === id) return true;
    if (Array.isArray(value)) return value.some(holds);
    if (value !== null && typeof value === 'object') return Object.values(value).some(holds);
    return false;
  };
  return nodes.filter((n) => holds(n.fields)).map((n) => n.id);
}
