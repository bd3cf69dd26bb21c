import { describe, expect, it } from 'vitest';
import type { TGameVariable } from './game-board';
import type { TGameTemplateContent } from './game-extras-api';
import { matchTemplateVariables, renameTemplateVariables } from './game-template-vars';

const numeric = (var_id: string, var_name: string): TGameVariable => ({
  var_id,
  kind: 'numeric',
  var_name,
  var_type: 'INT',
  scope: 'public',
  init_value: 0,
});
const content: TGameTemplateContent = {
  nodes: [
    {
      node_id: 'n',
      node_type: 'SET',
      x: 0,
      y: 0,
      assignments: [
        { var_id: 'a', op: '+=', value: 1 },
        { var_id: 'b', op: '+=', value: 1 },
        { var_id: 'c', op: '+=', value: 1 },
        { var_id: 'd', op: '+=', value: 1 },
      ],
    },
  ],
  edges: [{ edge_id: 'e', source: 'n', target: 'n', condition: { var_id: 'a', op: '>', value: 1 } }],
  variables: [
    { var_id: 'a', name: '好感度' },
    { var_id: 'b', name: '金币' },
    { var_id: 'c', name: '勇气' },
  ],
};

describe('template variables on another board', () => {
  it('keeps ids the board has, matches one same-named variable, reports missing, doubled and unnamed ones', () => {
    const target = [numeric('x', '好感度'), numeric('c', '勇气'), numeric('y', '金币'), numeric('z', '金币')];
    const { ids, unmatched } = matchTemplateVariables(content, target);
    expect([...ids]).toEqual([['a', 'x']]);
    // 金币 is two variables there; d was saved without a name (an old template).
    expect(unmatched).toEqual(['金币', 'd']);
    const moved = renameTemplateVariables(content, ids);
    expect(moved.nodes[0]?.assignments?.map((a) => a.var_id)).toEqual(['x', 'b', 'c', 'd']);
    expect(moved.edges[0]?.condition?.var_id).toBe('x');
  });
});
