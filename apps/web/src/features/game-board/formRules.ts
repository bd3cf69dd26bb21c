import {
  AssignOp,
  ConditionOp,
  dubbingProblem,
  PlotActionType,
  type TGamePlotAction,
  type TPlotActionType,
} from '@juzuo/schemas';
import { newId } from './boardModel';

// The rules of the side forms, kept pure so they are unit-tested: plot lines and their dubbing
// checks (spec 02 section 5), BRANCH conditions and default path, SET assignments.

/** A new line of a PLOT node with its stable line id (dubbing and translations follow it). */
export const newPlotAction = (type: TPlotActionType): TGamePlotAction => ({
  action_type: type,
  msg: '',
  line_id: newId(),
});

/** Whether a role (a ROLE_DESIGN node's fields, set on 角色设定) has a timbre its lines are dubbed with. */
export const roleHasVoice = (fields: { v_model?: unknown }): boolean =>
  typeof fields.v_model === 'string' && fields.v_model.trim() !== '';

/**
 * Why a line cannot be dubbed yet, or null. A DIALOG line's role counts as configured when the role
 * has a timbre (角色设定) or the line carries its own v_model; description and narration need the
 * line's v_type.
 */
export const plotLineProblem = (
  action: TGamePlotAction,
  role?: { hasVoice?: boolean } | null,
): string | null =>
  dubbingProblem(action, {
    roleHasTimbre: Boolean(action.v_model) || Boolean(role?.hasVoice),
    descVoiceConfigured: Boolean(action.v_type),
    chorusVoiceConfigured: Boolean(action.v_type),
  });

/** Moves a line up or down by one (the ids move with it); out of range answers the list unchanged. */
export function moveLine<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** A line's role: the chosen ROLE_DESIGN node's id and name, or none (a DIALOG line then asks 请选择角色). */
export function withRole(
  action: TGamePlotAction,
  role: { id: string; name: string } | null,
): TGamePlotAction {
  const { role_id: _id, role_name: _name, ...rest } = action;
  return role ? { ...rest, role_id: role.id, role_name: role.name } : rest;
}

/**
 * Lines parsed from script text (parse_plot_action) as new lines of a PLOT node: a speaker who is a
 * role of the board chooses it; any other speaker keeps the name (角色设定 can make it a role).
 */
export function linesFromParsed(
  parsed: readonly { action_type: TPlotActionType; msg: string; role_name?: string | null }[],
  roles: readonly { id: string; name: string }[],
): TGamePlotAction[] {
  return parsed.map((p) => {
    const role = roles.find((r) => r.name === p.role_name);
    const line = { ...newPlotAction(p.action_type), msg: p.msg };
    if (role) return withRole(line, role);
    return p.role_name ? { ...line, role_name: p.role_name } : line;
  });
}

/** Parses a line's number field: empty clears it, other non-numbers are refused. */
export function parseVoiceNumber(text: string): { ok: true; value: number | undefined } | { ok: false } {
  const t = text.trim();
  if (t === '') return { ok: true, value: undefined };
  const n = Number(t);
  return Number.isFinite(n) ? { ok: true, value: n } : { ok: false };
}

/** The comparisons a condition offers, by label. */
export const CONDITION_OPS = Object.values(ConditionOp);
/** The operations an assignment offers. */
export const ASSIGN_OPS = Object.values(AssignOp);

/** A condition or assignment as the forms edit it (value as typed). */
export interface VarClause {
  var_id: string;
  op: string;
  value: string;
}

/** Why a condition or assignment cannot be stored, or null: the Chinese message the form shows. */
export function clauseProblem(clause: VarClause, knownVarIds: readonly string[]): string | null {
  if (!clause.var_id) return '请选择变量';
  if (!knownVarIds.includes(clause.var_id)) return '变量不存在或已删除';
  if (clause.value.trim() === '') return '请输入值';
  if (clause.value.length > 200) return '值不能超过200个字';
  return null;
}

/** The stored value of a clause: a number when it reads as one, text otherwise. */
export const clauseValue = (text: string): number | string => {
  const t = text.trim();
  const n = Number(t);
  return t !== '' && Number.isFinite(n) ? n : t;
};

/** One outgoing path of a BRANCH as its form shows it. */
export interface BranchPath {
  edgeId: string;
  isDefault: boolean;
  hasCondition: boolean;
}

/** What a BRANCH's paths lack (the checker says it too, but the form says it while writing). */
export function branchProblems(paths: readonly BranchPath[]): string[] {
  const out: string[] = [];
  if (paths.length === 0) out.push('分支还没有连出的路径');
  const defaults = paths.filter((p) => p.isDefault).length;
  if (paths.length > 0 && defaults === 0) out.push('请指定一条默认路径（条件都不满足时走这条）');
  if (defaults > 1) out.push('只能有一条默认路径');
  if (paths.some((p) => !p.isDefault && !p.hasCondition)) out.push('非默认路径需要设置条件');
  return out;
}

/** Makes one path the default and clears the flag on the others: the edge ids and their new flag. */
export const chooseDefault = (
  paths: readonly BranchPath[],
  edgeId: string,
): { edgeId: string; isDefault: boolean }[] =>
  paths.map((p) => ({ edgeId: p.edgeId, isDefault: p.edgeId === edgeId }));

export { PlotActionType };
