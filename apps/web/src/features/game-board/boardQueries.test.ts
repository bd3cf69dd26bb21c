import { describe, expect, it } from 'vitest';
import type { BoardNode } from './boardModel';
import { boardVariableUses, nodesMentioning, nodeTexts, searchNodes, variableUses } from './boardQueries';

const node = (id: string, kind: BoardNode['kind'], fields: Record<string, unknown> = {}): BoardNode => ({
  id,
  kind,
  x: 0,
  y: 0,
  fields,
});

describe('board queries', () => {
  const nodes = [
    node('p1', 'PLOT', { name: '客栈', actions: [{ msg: '掌柜的，来壶酒', role_name: '李四' }] }),
    node('s1', 'SET', { assignments: [{ var_id: 'gold', op: '-=', value: 5 }] }),
    node('b1', 'BRANCH', { name: '付钱吗' }),
    node('e1', 'END'),
  ];

  it('searches names, plot lines and roles, case ignored', () => {
    const label = (n: BoardNode) => (n.kind === 'END' ? '结束' : '');
    expect(searchNodes(nodes, '来壶', label).map((n) => n.id)).toEqual(['p1']);
    expect(searchNodes(nodes, '李四', label).map((n) => n.id)).toEqual(['p1']);
    expect(searchNodes(nodes, '结束', label).map((n) => n.id)).toEqual(['e1']);
    expect(searchNodes(nodes, '  ', label)).toEqual([]);
    expect(nodeTexts(nodes[0] as BoardNode)).toEqual(['客栈', '李四', '掌柜的，来壶酒']);
  });

  it('lists the nodes that write (SET) and read (conditions on outgoing edges) each variable', () => {
    const uses = variableUses(nodes, [
      { id: 'x1', source: 'b1', varId: 'gold' },
      { id: 'x2', source: 'b1', varId: 'gold' },
      { id: 'x3', source: 'b1' },
    ]);
    expect(uses.get('gold')).toEqual({ readers: ['b1'], writers: ['s1'] });
    expect(uses.size).toBe(1);
  });

  it('counts a node that shows a variable as {变量名} as reading it', () => {
    const shown = [
      node('m1', 'MESSAGE', { text: '你还有{金币}枚金币' }),
      node('p1', 'PLOT', { actions: [{ action_type: 'DESC', msg: '{金币}' }] }),
      node('p2', 'PLOT', { text: '金币' }),
    ];
    expect(variableUses(shown, [], [{ id: 'gold', name: '金币' }]).get('gold')).toEqual({
      readers: ['m1', 'p1'],
      writers: [],
    });
  });

  it('reads conditions off the board edges, and finds nodes that name an id at any depth', () => {
    const edges = [
      {
        id: 'x1',
        source: 'b1',
        target: 'e1',
        isDefault: false,
        condition: { var_id: 'gold', op: '>', value: 1 },
      },
      { id: 'x2', source: 'p1', target: 'b1', isDefault: false },
    ];
    expect(boardVariableUses(nodes, edges, []).get('gold')).toEqual({ readers: ['b1'], writers: ['s1'] });
    const withGood = [
      ...nodes,
      node('s2', 'SET', { assignments: [{ var_id: 'bag', op: '+=', value: ['sword'] }] }),
    ];
    expect(nodesMentioning(withGood, 'sword')).toEqual(['s2']);
    expect(nodesMentioning(withGood, 'shield')).toEqual([]);
  });
});
