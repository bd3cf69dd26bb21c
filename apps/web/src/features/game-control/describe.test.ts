import { emptyGameBoard, type TGameVariable } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { boardStats, describeEvent } from './describe';

const love = {
  var_id: 'love',
  kind: 'numeric',
  var_name: '好感度',
  var_type: 'INT',
  scope: 'public',
  init_value: 0,
} as TGameVariable;
const names: Record<string, string> = { n1: '开门', n2: '结局' };
const nodeName = (id: string) => names[id] ?? '（已删除的节点）';

describe('control board texts', () => {
  it('says when an event fires and what it does, in one line', () => {
    expect(
      describeEvent(
        {
          event_id: 'e',
          event_name: '心动',
          trigger: 'ENTER_NODE',
          node_id: 'n1',
          assignments: [{ var_id: 'love', op: '+=', value: 5 }],
          message: '她笑了',
          target_node_id: 'n2',
          once: true,
        },
        nodeName,
        [love],
      ),
    ).toBe('进入节点「开门」时：好感度 += 5；提示「她笑了」；跳转到「结局」（仅一次）');
    expect(
      describeEvent(
        {
          event_id: 'e',
          event_name: '告白',
          trigger: 'CONDITION',
          condition: { var_id: 'love', op: '>=', value: 80 },
        },
        nodeName,
        [love],
      ),
    ).toBe('当 好感度 >= 80 时：（还没有动作）');
    expect(
      describeEvent(
        { event_id: 'e', event_name: 'x', trigger: 'LEAVE_NODE', node_id: 'zz', message: '再见' },
        nodeName,
        [],
      ),
    ).toBe('离开节点「（已删除的节点）」时：提示「再见」');
  });

  it('counts what a board holds', () => {
    const board = emptyGameBoard();
    board.nodes = [
      { node_id: 'a', node_type: 'START', x: 0, y: 0 },
      { node_id: 'b', node_type: 'END', x: 0, y: 0 },
      { node_id: 'c', node_type: 'END', x: 0, y: 0 },
    ];
    board.edges = [{ edge_id: 'e', source: 'a', target: 'b' }];
    board.variables = [love];
    board.panels = [{ panel_id: 'p' }];
    const stats = boardStats(board, [{ code: 'UNREACHABLE', message: 'x', node_id: 'c' }] as never);
    expect(stats).toEqual({
      nodes: 3,
      edges: 1,
      variables: 1,
      endings: 2,
      events: 0,
      panels: 1,
      problems: 1,
    });
  });
});
