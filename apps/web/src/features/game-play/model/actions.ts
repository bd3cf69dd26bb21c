import { ArrayVarType } from '@juzuo/schemas';
import { nodeTitle } from './board';
import { waysForward } from './step';
import type { PlayBoard, PlayRefusal, PlayStep, PlayValue, PlayValues } from './types';
import { elementFits, fitNumber, variableName, withVar } from './values';

/** Where an INPUT's answer goes: its assignments name the variables (numbers take the number typed, lists get the text). */
export function inputStep(board: PlayBoard, at: PlayStep, text: string): PlayStep | PlayRefusal {
  const node = board.nodes.get(at.node_id);
  const answer = text.trim();
  if (!node) return { error: '节点已不存在' };
  if (answer === '') return { error: '请输入内容' };
  let after = at.after;
  for (const a of node.assignments ?? []) {
    const v = board.variables.get(a.var_id);
    const current = after.vars[a.var_id];
    if (!v || current === undefined) continue;
    if (v.kind === 'numeric') {
      const n = Number(answer);
      if (!Number.isFinite(n)) return { error: `「${variableName(v)}」需要输入数字` };
      after = withVar(after, a.var_id, fitNumber(v, n));
    } else if (Array.isArray(current)) {
      const n = Number(answer);
      if (v.var_type === ArrayVarType.NUMBER && !Number.isFinite(n))
        return { error: `「${variableName(v)}」需要输入数字` };
      after = withVar(after, a.var_id, [...current, v.var_type === ArrayVarType.NUMBER ? n : answer]);
    }
  }
  return {
    kind: 'input',
    node_id: at.node_id,
    before: at.after,
    after,
    lines: [{ kind: 'player', text: answer }],
    pending: waysForward(board, after, node),
  };
}

/** Buying a good from a store: the price comes off the currency variable; GOOD lists of its type get it too. */
export function buyStep(
  board: PlayBoard,
  at: PlayStep,
  storeId: string,
  goodId: string,
): PlayStep | PlayRefusal {
  const store = board.content.stores.find((s) => s.store_id === storeId);
  const item = store?.items.find((i) => i.good_id === goodId);
  const good = board.content.goods.find((g) => g.good_id === goodId);
  if (!store || !item || !good) return { error: '商店里没有这件物品' };
  const currency = board.variables.get(item.currency_var_id);
  const money = at.after.vars[item.currency_var_id];
  if (currency?.kind !== 'numeric' || typeof money !== 'number')
    return { error: `商店「${store.store_name}」的货币变量不可用` };
  const soldKey = `${storeId}:${goodId}`;
  const sold = at.after.sold?.[soldKey] ?? 0;
  if (item.stock !== undefined && sold >= item.stock) return { error: `「${good.good_name}」已售罄` };
  if (money < item.price) return { error: `「${currency.var_name}」不足，需要 ${item.price}` };
  let after: PlayValues = {
    vars: { ...at.after.vars, [currency.var_id]: fitNumber(currency, money - item.price) },
    goods: { ...at.after.goods, [goodId]: (at.after.goods[goodId] ?? 0) + 1 },
    sold: { ...at.after.sold, [soldKey]: sold + 1 },
  };
  for (const v of board.variables.values()) {
    const list = after.vars[v.var_id];
    if (v.kind !== 'array' || v.var_type !== ArrayVarType.GOOD || !Array.isArray(list)) continue;
    if (!v.good_type || v.good_type === good.good_type.type_id)
      after = withVar(after, v.var_id, [...list, goodId]);
  }
  const text = `在「${store.store_name}」购买了「${good.good_name}」，花费 ${item.price} ${currency.var_name}`;
  return { ...stayAt(board, at, after), kind: 'buy', lines: [{ kind: 'system', text }] };
}

/** The tester changes a variable by hand; the ways forward are worked out again with the new value. */
export function setStep(
  board: PlayBoard,
  at: PlayStep,
  varId: string,
  value: PlayValue,
): PlayStep | PlayRefusal {
  const v = board.variables.get(varId);
  if (!v) return { error: '变量不存在' };
  if (v.kind === 'numeric' && (typeof value !== 'number' || !Number.isFinite(value)))
    return { error: `「${v.var_name}」需要数字` };
  if (v.kind === 'array' && (!Array.isArray(value) || !value.every((x) => elementFits(v, x))))
    return { error: `「${v.name}」的元素类型不符` };
  const fitted = v.kind === 'numeric' && typeof value === 'number' ? fitNumber(v, value) : value;
  const after = withVar(at.after, varId, fitted);
  const text = `手动修改「${variableName(v)}」`;
  return { ...stayAt(board, at, after), kind: 'set', lines: [{ kind: 'system', text }] };
}

/** A step that stays at the current node: an INPUT still waits; elsewhere the ways forward follow the new values. */
function stayAt(board: PlayBoard, at: PlayStep, after: PlayValues): Omit<PlayStep, 'kind' | 'lines'> {
  const node = board.nodes.get(at.node_id);
  const keep = at.pending.kind === 'input' || at.pending.kind === 'end' || !node;
  return {
    node_id: at.node_id,
    before: at.after,
    after,
    pending: keep ? at.pending : waysForward(board, after, node),
  };
}

/** How the console names the node of a step. */
export const stepNodeTitle = (board: PlayBoard, step: PlayStep): string =>
  nodeTitle(board.nodes.get(step.node_id));
