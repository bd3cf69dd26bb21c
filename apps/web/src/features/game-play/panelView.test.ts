import type { TGamePanelRow, TGameVariable } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { boardPanels, panelRows } from './panelView';

const vars = [
  {
    var_id: 'love',
    kind: 'numeric',
    var_name: '好感度',
    var_type: 'INT',
    scope: 'public',
    init_value: 30,
    min_value: 0,
    max_value: 100,
  },
  { var_id: 'gold', kind: 'numeric', var_name: '金币', var_type: 'INT', scope: 'public', init_value: 5 },
  { var_id: 'bag', kind: 'array', name: '背包', var_type: 'STRING', scope: 'public' },
] as TGameVariable[];

const hud: TGamePanelRow = {
  panel_id: 'p',
  panel_name: '状态',
  visible: true,
  items: [
    { var_id: 'love', display: 'BAR' },
    { var_id: 'gold', label: '钱' },
    { var_id: 'bag' },
    { var_id: 'gone', label: '旧变量' },
  ],
};

describe('control panel rows', () => {
  it('shows starting values: a bar between min and max, labels over names, lists for arrays', () => {
    const rows = panelRows(hud, vars, () => undefined);
    expect(rows.map((r) => [r.label, r.display, r.text, r.ratio])).toEqual([
      ['好感度', 'BAR', '30', 0.3],
      ['钱', 'NUMBER', '5', null],
      ['背包', 'LIST', '（空）', null],
      ['旧变量', 'TEXT', '—', null],
    ]);
  });

  it('follows the values of a play-through and keeps bars within their bounds', () => {
    const values: Record<string, number | string[]> = { love: 150, bag: ['钥匙', '地图'] };
    const rows = panelRows(hud, vars, (id) => values[id]);
    expect(rows[0]?.ratio).toBe(1);
    expect(rows[2]?.text).toBe('钥匙、地图');
  });

  it('reads only the panels that parse', () => {
    expect(
      boardPanels([{ panel_id: 'p', panel_name: '状态', items: [], visible: true }, { panel_id: 'x' }]),
    ).toHaveLength(1);
  });
});
