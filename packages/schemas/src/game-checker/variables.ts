import { ArrayVarType, NumericVarType } from '../game';
import {
  AssignOp,
  ConditionOp,
  type TGameAssignment,
  type TGameCondition,
  type TGameVariable,
} from '../game-board';
import { GameProblemCode } from '../game-check';
import { type CheckContext, nodeLabel, variableLabel } from './context';

const P = GameProblemCode;
type Numeric = Extract<TGameVariable, { kind: 'numeric' }>;
type ArrayVar = Extract<TGameVariable, { kind: 'array' }>;

/** The type a value must have to go into (or be compared with an element of) an array. */
const elementFits = (v: ArrayVar, value: number | string): boolean =>
  v.var_type === ArrayVarType.NUMBER ? typeof value === 'number' : typeof value === 'string';

/** Why a condition's types do not fit, or null. */
function conditionMismatch(v: TGameVariable, c: TGameCondition): string | null {
  const membership = c.op === ConditionOp.CONTAINS || c.op === ConditionOp.NOT_CONTAINS;
  if (v.kind === 'numeric') {
    if (membership) return `数值变量${variableLabel(v)}不能做“包含”判断`;
    return typeof c.value === 'number' ? null : `数值变量${variableLabel(v)}只能与数字比较`;
  }
  if (!membership) return `数组变量${variableLabel(v)}只能做“包含”或“不包含”判断`;
  return elementFits(v, c.value) ? null : `数组变量${variableLabel(v)}的元素类型与比较值不符`;
}

/** Why an assignment's types do not fit, or null. */
function assignmentMismatch(v: TGameVariable, a: TGameAssignment): string | null {
  const listOp = a.op === AssignOp.PUSH || a.op === AssignOp.REMOVE;
  if (v.kind === 'numeric') {
    if (listOp) return `数值变量${variableLabel(v)}不能添加或移除元素`;
    if (typeof a.value !== 'number') return `数值变量${variableLabel(v)}只能赋数字`;
    if (v.var_type === NumericVarType.INT && a.op !== AssignOp.DIV && !Number.isInteger(a.value))
      return `整数变量${variableLabel(v)}不能赋小数`;
    return null;
  }
  if (!listOp) return `数组变量${variableLabel(v)}只能添加或移除元素`;
  return elementFits(v, a.value) ? null : `数组变量${variableLabel(v)}的元素类型与赋值不符`;
}

/**
 * Whether a numeric condition can never hold: the value lies outside the variable's declared range
 * (min_value..max_value, which SET keeps it in), or an integer is compared for equality with a
 * fraction.
 */
export function neverTrue(v: Numeric, op: TGameCondition['op'], value: number): boolean {
  const min = v.min_value ?? Number.NEGATIVE_INFINITY;
  const max = v.max_value ?? Number.POSITIVE_INFINITY;
  if (min > max) return true;
  const whole = v.var_type === NumericVarType.INT;
  switch (op) {
    case ConditionOp.EQ:
      return value < min || value > max || (whole && !Number.isInteger(value));
    case ConditionOp.NE:
      return min === max && min === value;
    case ConditionOp.GT:
      return max <= value;
    case ConditionOp.GE:
      return max < value;
    case ConditionOp.LT:
      return min >= value;
    case ConditionOp.LE:
      return min > value;
    default:
      return false;
  }
}

/** Conditions on edges: defined variable, fitting types, satisfiable. Answers the variables read. */
function checkConditions(ctx: CheckContext): Set<string> {
  const read = new Set<string>();
  for (const e of ctx.board.edges) {
    const c = e.condition;
    if (!c) continue;
    read.add(c.var_id);
    const at = { edge_id: e.edge_id, ...(ctx.nodes.has(e.source) ? { node_id: e.source } : {}) };
    const where = `节点${nodeLabel(ctx.nodes.get(e.source))}的条件`;
    const v = ctx.variables.get(c.var_id);
    if (!v) {
      ctx.report(P.UNDEFINED_VARIABLE, `${where}使用了不存在的变量`, at);
      continue;
    }
    const mismatch = conditionMismatch(v, c);
    if (mismatch) ctx.report(P.TYPE_MISMATCH, `${where}：${mismatch}`, at);
    else if (v.kind === 'numeric' && typeof c.value === 'number' && neverTrue(v, c.op, c.value))
      ctx.report(P.NEVER_TRUE, `${where}“${v.var_name} ${c.op} ${c.value}”永远不成立`, at);
  }
  return read;
}

/** Assignments of nodes: defined variable, fitting types. Answers the variables written, with the first node writing each. */
function checkAssignments(ctx: CheckContext): Map<string, string> {
  const written = new Map<string, string>();
  for (const n of ctx.nodes.values()) {
    for (const a of n.assignments ?? []) {
      const v = ctx.variables.get(a.var_id);
      const at = { node_id: n.node_id };
      if (!v) {
        ctx.report(P.UNDEFINED_VARIABLE, `节点${nodeLabel(n)}给不存在的变量赋值`, at);
        continue;
      }
      if (!written.has(a.var_id)) written.set(a.var_id, n.node_id);
      const mismatch = assignmentMismatch(v, a);
      if (mismatch) ctx.report(P.TYPE_MISMATCH, `节点${nodeLabel(n)}的赋值：${mismatch}`, at);
    }
  }
  return written;
}

/** Texts that show a variable's value with `{变量名}` read it too. */
function shownInText(ctx: CheckContext, v: TGameVariable): boolean {
  const mark = `{${v.kind === 'numeric' ? v.var_name : v.name}}`;
  return ctx.board.nodes.some(
    (n) => (n.text ?? '').includes(mark) || (n.actions ?? []).some((a) => a.msg.includes(mark)),
  );
}

/** Variable checks: conditions, assignments, stores' currencies, and variables set but never read. */
export function checkVariables(ctx: CheckContext): void {
  const read = checkConditions(ctx);
  const written = checkAssignments(ctx);
  for (const store of ctx.board.stores) {
    for (const item of store.items) {
      read.add(item.currency_var_id);
      const v = ctx.variables.get(item.currency_var_id);
      if (!v) ctx.report(P.UNDEFINED_VARIABLE, `商店「${store.store_name}」的货币变量不存在`);
      else if (v.kind !== 'numeric')
        ctx.report(P.TYPE_MISMATCH, `商店「${store.store_name}」的货币变量${variableLabel(v)}不是数值变量`);
    }
  }
  for (const [varId, nodeId] of written) {
    const v = ctx.variables.get(varId);
    if (v && !read.has(varId) && !shownInText(ctx, v))
      ctx.report(P.SET_NEVER_READ, `变量${variableLabel(v)}被赋值但从未被读取`, { node_id: nodeId });
  }
}
