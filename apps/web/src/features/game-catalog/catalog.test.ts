import type { TGameGoodItem, TGameStore, TGameVariable } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import {
  currencies,
  goodTypes,
  inUseWarning,
  newTypeId,
  scopeGroups,
  storesPricedIn,
  storesSelling,
} from './catalog';

const numeric = (var_id: string, var_name: string, scope: TGameVariable['scope']): TGameVariable => ({
  kind: 'numeric',
  var_id,
  var_name,
  scope,
  var_type: 'INT',
  init_value: 0,
});
const array = (var_id: string, name: string): TGameVariable => ({
  kind: 'array',
  var_id,
  name,
  scope: 'role',
  var_type: 'GOOD',
});
const good = (good_id: string, good_name: string, type_id: string, type_name?: string): TGameGoodItem => ({
  good_id,
  good_name,
  good_type: { type_id, ...(type_name ? { type_name } : {}) },
});

describe('catalog readings', () => {
  const variables = [numeric('g', '金币', 'public'), numeric('a', '好感', 'public'), array('bag', '背包')];

  it('groups variables by scope in a fixed order, by name, keeping empty scopes', () => {
    const groups = scopeGroups(variables);
    expect(groups.map((g) => [g.scope, g.label, g.list.map((v) => v.var_id)])).toEqual([
      ['public', '全局变量', ['a', 'g']],
      ['role', '角色变量', ['bag']],
      ['random', '随机变量', []],
    ]);
    expect(currencies(variables).map((v) => v.var_id)).toEqual(['g', 'a']);
  });

  it('derives good types from goods: named by the first good that names one, its id otherwise', () => {
    const types = goodTypes([good('s', '长剑', 'w'), good('b', '弓', 'w', '武器'), good('p', '药水', 'c')]);
    expect(types.map((t) => [t.type_id, t.type_name, t.goods.map((g) => g.good_id)])).toEqual([
      ['w', '武器', ['s', 'b']],
      ['c', 'c', ['p']],
    ]);
    expect(newTypeId()).toMatch(/^[A-Za-z0-9_-]{2,64}$/);
  });

  it('finds the stores selling a good and those priced in a variable', () => {
    const stores: TGameStore[] = [
      { store_id: '1', store_name: '铁匠铺', items: [{ good_id: 's', currency_var_id: 'g', price: 8 }] },
      { store_id: '2', store_name: '杂货店', items: [{ good_id: 'p', currency_var_id: 'a', price: 1 }] },
    ];
    expect(storesSelling(stores, 's').map((s) => s.store_name)).toEqual(['铁匠铺']);
    expect(storesPricedIn(stores, 'a').map((s) => s.store_name)).toEqual(['杂货店']);
    expect(storesSelling(stores, 'x')).toEqual([]);
  });

  it('warns before deleting something in use and names who uses it', () => {
    expect(inUseWarning('变量「金币」', [], [])).toBeNull();
    expect(inUseWarning('变量「金币」', ['付钱吗', '买剑'], ['铁匠铺'])).toBe(
      '变量「金币」仍被节点「付钱吗」「买剑」和商店「铁匠铺」使用，删除后这些地方会失去引用。确定删除吗？',
    );
  });
});
