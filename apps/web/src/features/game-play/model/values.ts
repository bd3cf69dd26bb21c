import {
  ArrayVarType,
  AssignOp,
  ConditionOp,
  NumericVarType,
  type TGameAssignment,
  type TGameCondition,
  type TGameVariable,
} from '@juzuo/schemas';
import type { PlayBoard, PlayValue, PlayValues } from './types';

type Numeric = Extract<TGameVariable, { kind: 'numeric' }>;

/** The values a play starts with when the tester changes nothing: each numeric's init_value, empty arrays. */
export function initialValues(board: PlayBoard): PlayValues {
  const vars: Record<string, PlayValue> = {};
  for (const v of board.variables.values())
    vars[v.var_id] = v.kind === 'numeric' ? fitNumber(v, v.init_value) : [];
  return { vars, goods: {} };
}

/** A number as the variable can hold it: within min..max, whole for INT (as SET keeps it, see the checker). */
export function fitNumber(v: Numeric, value: number): number {
  let n = Number.isFinite(value) ? value : 0;
  if (v.var_type === NumericVarType.INT) n = Math.trunc(n);
  if (v.min_value !== undefined && n < v.min_value) n = v.min_value;
  if (v.max_value !== undefined && n > v.max_value) n = v.max_value;
  return n;
}

/** Whether a condition holds; a condition on a missing variable or of the wrong type never holds. */
export function conditionHolds(board: PlayBoard, values: PlayValues, c: TGameCondition): boolean {
  const current = values.vars[c.var_id];
  if (current === undefined || !board.variables.has(c.var_id)) return false;
  if (Array.isArray(current)) {
    if (c.op === ConditionOp.CONTAINS) return current.includes(c.value);
    if (c.op === ConditionOp.NOT_CONTAINS) return !current.includes(c.value);
    return false;
  }
  if (typeof c.value !== 'number') return false;
  switch (c.op) {
    case ConditionOp.EQ:
      return current === c.value;
    case ConditionOp.NE:
      return current !== c.value;
    case ConditionOp.GT:
      return current > c.value;
    case ConditionOp.GE:
      return current >= c.value;
    case ConditionOp.LT:
      return current < c.value;
    case ConditionOp.LE:
      return current <= c.value;
    default:
      return false;
  }
}

/** What an assignment gives; null when it cannot apply (missing variable, wrong types, division by 0). */
export function assigned(board: PlayBoard, values: PlayValues, a: TGameAssignment): PlayValue | null {
  const v = board.variables.get(a.var_id);
  const current = values.vars[a.var_id];
  if (!v || current === undefined) return null;
  if (v.kind === 'array' || Array.isArray(current)) {
    if (!Array.isArray(current) || v.kind !== 'array' || !elementFits(v, a.value)) return null;
    if (a.op === AssignOp.PUSH) return [...current, a.value];
    if (a.op === AssignOp.REMOVE) {
      const at = current.indexOf(a.value);
      return at < 0 ? current : [...current.slice(0, at), ...current.slice(at + 1)];
    }
    return null;
  }
  if (typeof a.value !== 'number') return null;
  const x = a.value;
  const next: Record<string, number | null> = {
    [AssignOp.SET]: x,
    [AssignOp.ADD]: current + x,
    [AssignOp.SUB]: current - x,
    [AssignOp.MUL]: current * x,
    [AssignOp.DIV]: x === 0 ? null : current / x,
  };
  const n = next[a.op];
  return n === undefined || n === null ? null : fitNumber(v, n);
}

/** Whether a value fits an array's elements (GOOD arrays hold good ids). */
export const elementFits = (v: Extract<TGameVariable, { kind: 'array' }>, value: unknown): boolean =>
  v.var_type === ArrayVarType.NUMBER ? typeof value === 'number' : typeof value === 'string';

/** A variable's name as the tester knows it. */
export const variableName = (v: TGameVariable): string => (v.kind === 'numeric' ? v.var_name : v.name);

/** Texts show variables with `{变量名}`: replaced by the current value (unknown names stay as written). */
export function interpolate(board: PlayBoard, values: PlayValues, text: string): string {
  const byName = new Map([...board.variables.values()].map((v) => [variableName(v), v.var_id]));
  return text.replace(/\{([^{}]{1,50})\}/g, (whole, name: string) => {
    const id = byName.get(name);
    const value = id === undefined ? undefined : values.vars[id];
    return value === undefined || id === undefined ? whole : showValue(board, id, value);
  });
}

/** A value as the console shows it. */
export const formatValue = (value: PlayValue | undefined): string =>
  value === undefined ? '—' : Array.isArray(value) ? `[${value.join('、')}]` : String(value);

/** A variable's value as the console shows it: a list of goods by their names. */
export function showValue(board: PlayBoard, varId: string, value: PlayValue | undefined): string {
  const v = board.variables.get(varId);
  if (v?.kind !== 'array' || v.var_type !== ArrayVarType.GOOD || !Array.isArray(value))
    return formatValue(value);
  const names = new Map(board.content.goods.map((g) => [g.good_id, g.good_name]));
  return formatValue(value.map((id) => names.get(String(id)) ?? String(id)));
}

/** A copy of values with one variable changed. */
export const withVar = (values: PlayValues, varId: string, value: PlayValue): PlayValues => ({
  ...values,
  vars: { ...values.vars, [varId]: value },
});
