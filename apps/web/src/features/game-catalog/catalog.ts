import {
  type TGameGoodItem,
  type TGameStore,
  type TGameVariable,
  type TVariableScope,
  VariableScope,
  VariableScopeLabel,
} from '@juzuo/schemas';
import { variableName } from '../game-play/model';

// Pure readings of a board's variables, goods and stores for the 变量 / 道具 / 商店 pages.

/** The variables of one scope, as the variable page groups them. */
export interface ScopeGroup {
  scope: TVariableScope;
  label: string;
  list: TGameVariable[];
}

/** Every scope in a fixed order (public, role, random), each with its variables by name; empty scopes stay. */
export function scopeGroups(variables: readonly TGameVariable[]): ScopeGroup[] {
  return Object.values(VariableScope).map((scope) => ({
    scope,
    label: VariableScopeLabel[scope],
    list: variables
      .filter((v) => v.scope === scope)
      .sort((a, b) => variableName(a).localeCompare(variableName(b), 'zh-CN')),
  }));
}

/** A good type as the goods page lists it: named by its first good that names it. */
export interface GoodType {
  type_id: string;
  type_name: string;
  goods: TGameGoodItem[];
}

/**
 * The good types the board's goods use (a type exists while a good has it: the board keeps no
 * separate list, see docs/decisions.md), in order of first appearance; a type without a name shows its id.
 */
export function goodTypes(goods: readonly TGameGoodItem[]): GoodType[] {
  const byId = new Map<string, GoodType>();
  for (const g of goods) {
    const { type_id, type_name } = g.good_type;
    let type = byId.get(type_id);
    if (!type) {
      type = { type_id, type_name: type_id, goods: [] };
      byId.set(type_id, type);
    }
    if (type.type_name === type_id && type_name) type.type_name = type_name;
    type.goods.push(g);
  }
  return [...byId.values()];
}

/** The stores with an item of this good. */
export const storesSelling = (stores: readonly TGameStore[], goodId: string): TGameStore[] =>
  stores.filter((s) => s.items.some((i) => i.good_id === goodId));

/** The stores with an item priced in this variable. */
export const storesPricedIn = (stores: readonly TGameStore[], varId: string): TGameStore[] =>
  stores.filter((s) => s.items.some((i) => i.currency_var_id === varId));

/** The variables a price may be paid in: the numeric ones. */
export const currencies = (variables: readonly TGameVariable[]): TGameVariable[] =>
  variables.filter((v) => v.kind === 'numeric');

/** The warning before deleting something still in use, naming who uses it, or null when nothing does. */
export function inUseWarning(
  what: string,
  nodeNames: readonly string[],
  storeNames: readonly string[],
): string | null {
  const parts: string[] = [];
  if (nodeNames.length > 0) parts.push(`节点「${nodeNames.join('」「')}」`);
  if (storeNames.length > 0) parts.push(`商店「${storeNames.join('」「')}」`);
  if (parts.length === 0) return null;
  return `${what}仍被${parts.join('和')}使用，删除后这些地方会失去引用。确定删除吗？`;
}

/** A fresh good type id (the API's id pattern). */
export const newTypeId = (): string => `t${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
