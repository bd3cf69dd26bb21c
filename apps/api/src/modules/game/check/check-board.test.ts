import {
  checkBoard,
  emptyGameBoard,
  GAME_NODE_KINDS,
  gameConditionNeverTrue as neverTrue,
  type TGameBoardContent,
  type TGameEdge,
  type TGameNode,
  type TGameProblemCode,
  type TGameVariable,
} from '@juzuo/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const node = (
  node_id: string,
  node_type: TGameNode['node_type'],
  extra: Partial<TGameNode> = {},
): TGameNode => ({
  node_id,
  node_type,
  x: 0,
  y: 0,
  ...extra,
});
const edge = (
  edge_id: string,
  source: string,
  target: string,
  extra: Partial<TGameEdge> = {},
): TGameEdge => ({
  edge_id,
  source,
  target,
  ...extra,
});
const gold: TGameVariable = {
  var_id: 'gold',
  kind: 'numeric',
  var_name: '金币',
  var_type: 'INT',
  scope: 'public',
  init_value: 0,
  min_value: 0,
  max_value: 100,
};
const bag: TGameVariable = { var_id: 'bag', kind: 'array', name: '背包', var_type: 'GOOD', scope: 'public' };

/** START -> PLOT (one line) -> END, playable. */
const playable = (): TGameBoardContent => ({
  ...emptyGameBoard(),
  nodes: [
    node('s', 'START'),
    node('p', 'PLOT', { name: '开场', actions: [{ action_type: 'DESC', msg: '夜。' }] }),
    node('e', 'END'),
  ],
  edges: [edge('e1', 's', 'p'), edge('e2', 'p', 'e')],
});

/** The board with `change` applied (a fresh copy each time). */
const variant = (change: (b: TGameBoardContent) => void): TGameBoardContent => {
  const b = playable();
  change(b);
  return b;
};

const codes = (b: TGameBoardContent) =>
  checkBoard(b).map((p) => [p.code, p.node_id ?? null, p.edge_id ?? null]);

describe('check_preview_json checker: one crafted board per problem kind', () => {
  it('a playable board has no problems', () => {
    expect(checkBoard(playable())).toEqual([]);
  });

  const cases: [string, TGameProblemCode, TGameBoardContent, string | null, string][] = [
    [
      'no START',
      'NO_START',
      variant((b) => {
        b.nodes = b.nodes.filter((n) => n.node_id !== 's');
        b.edges = b.edges.filter((e) => e.source !== 's');
      }),
      null,
      '画布缺少开始节点',
    ],
    [
      'no END',
      'NO_END',
      variant((b) => {
        // The story loops back instead of ending, so nothing else is wrong.
        b.nodes = b.nodes.filter((n) => n.node_id !== 'e');
        b.edges = [edge('e1', 's', 'p'), edge('back', 'p', 's')];
      }),
      null,
      '画布缺少结束节点',
    ],
    [
      'a second START',
      'MULTIPLE_START',
      variant((b) => {
        b.nodes.push(node('s2', 'START'));
        b.edges.push(edge('x', 's2', 'p'));
      }),
      's2',
      '画布有多个开始节点，只能保留一个',
    ],
    [
      'an unreachable node',
      'UNREACHABLE',
      variant((b) => {
        b.nodes.push(node('u', 'END', { name: '孤岛' }));
      }),
      'u',
      '节点「孤岛」从开始节点无法到达',
    ],
    [
      'a dead end that is not END',
      'DEAD_END',
      variant((b) => {
        b.nodes.push(node('m', 'MESSAGE'));
        b.edges.push(edge('x', 'p', 'm'));
      }),
      'm',
      '节点「消息」没有后续节点，故事会在这里中断（它不是结束节点）',
    ],
    [
      'a dangling edge',
      'DANGLING_EDGE',
      variant((b) => {
        b.edges.push(edge('d', 'p', 'gone'));
      }),
      'p',
      '有一条连线指向的节点已不存在',
    ],
    [
      'a BRANCH without a default path',
      'BRANCH_NO_DEFAULT',
      variant((b) => {
        b.variables = [gold];
        b.nodes.push(node('b', 'BRANCH', { name: '抉择' }));
        b.edges = [
          edge('e1', 's', 'b'),
          edge('c1', 'b', 'p', { condition: { var_id: 'gold', op: '>', value: 5 } }),
          edge('e2', 'p', 'e'),
        ];
        b.nodes.push(node('set', 'SET', { assignments: [{ var_id: 'gold', op: '+=', value: 1 }] }));
        b.edges.push(edge('e3', 's', 'set'), edge('e4', 'set', 'e'));
      }),
      'b',
      '分支节点「抉择」没有默认路径（条件都不成立时无路可走）',
    ],
    [
      'a condition on an undefined variable',
      'UNDEFINED_VARIABLE',
      variant((b) => {
        b.edges[1] = edge('e2', 'p', 'e', { condition: { var_id: 'nope', op: '==', value: 1 } });
      }),
      'p',
      '节点「开场」的条件使用了不存在的变量',
    ],
    [
      'a SET on an undefined variable',
      'UNDEFINED_VARIABLE',
      variant((b) => {
        b.nodes[1] = { ...(b.nodes[1] as TGameNode), assignments: [{ var_id: 'nope', op: '=', value: 1 }] };
      }),
      'p',
      '节点「开场」给不存在的变量赋值',
    ],
    [
      'a type mismatch',
      'TYPE_MISMATCH',
      variant((b) => {
        b.variables = [gold];
        b.edges[1] = edge('e2', 'p', 'e', { condition: { var_id: 'gold', op: '==', value: '很多' } });
      }),
      'p',
      '节点「开场」的条件：数值变量「金币」只能与数字比较',
    ],
    [
      'a condition that can never be true',
      'NEVER_TRUE',
      variant((b) => {
        b.variables = [gold];
        b.edges[1] = edge('e2', 'p', 'e', { condition: { var_id: 'gold', op: '>', value: 100 } });
      }),
      'p',
      '节点「开场」的条件“金币 > 100”永远不成立',
    ],
    [
      'a variable set but never read',
      'SET_NEVER_READ',
      variant((b) => {
        b.variables = [gold];
        b.nodes[1] = { ...(b.nodes[1] as TGameNode), assignments: [{ var_id: 'gold', op: '+=', value: 5 }] };
      }),
      'p',
      '变量「金币」被赋值但从未被读取',
    ],
    [
      'a LINK to a missing node',
      'LINK_MISSING',
      variant((b) => {
        b.nodes.push(node('l', 'LINK', { link_node_id: 'gone' }));
        b.edges.push(edge('x', 'p', 'l'));
      }),
      'l',
      '跳转节点「跳转」指向的节点已不存在',
    ],
    [
      'an empty plot',
      'EMPTY_PLOT',
      variant((b) => {
        b.nodes[1] = node('p', 'PLOT', { name: '开场', actions: [] });
      }),
      'p',
      '剧情节点「开场」还没有任何台词或描述',
    ],
    [
      'an empty line in a plot',
      'EMPTY_PLOT',
      variant((b) => {
        b.nodes[1] = node('p', 'PLOT', { actions: [{ action_type: 'DIALOG', msg: '  ' }] });
      }),
      'p',
      '剧情节点「剧情」的第1条内容为空',
    ],
    [
      'a resource that no longer exists',
      'MISSING_RESOURCE',
      variant((b) => {
        b.nodes[1] = { ...(b.nodes[1] as TGameNode), resource_id: 'r1' };
      }),
      'p',
      '节点「开场」使用的资源已不存在',
    ],
  ];
  it.each(cases)('%s', (_label, code, board, nodeId, message) => {
    const problems = checkBoard(board);
    expect(problems.map((p) => p.code)).toEqual([code]);
    expect(problems[0]?.node_id ?? null).toBe(nodeId);
    expect(problems[0]?.message).toBe(message);
  });

  it('a LINK that reaches its target makes it reachable and is no dead end', () => {
    const b = variant((x) => {
      x.nodes.push(node('l', 'LINK', { link_node_id: 'e' }), node('side', 'END'));
      x.edges = [edge('e1', 's', 'p'), edge('e2', 'p', 'l')];
    });
    expect(codes(b)).toEqual([['UNREACHABLE', 'side', null]]);
  });

  it('a value shown in text with {name} counts as read; array pushes must fit the element type', () => {
    const shown = variant((b) => {
      b.variables = [gold];
      b.nodes[1] = node('p', 'PLOT', {
        actions: [{ action_type: 'DESC', msg: '你有{金币}枚金币。' }],
        assignments: [{ var_id: 'gold', op: '+=', value: 1 }],
      });
    });
    expect(checkBoard(shown)).toEqual([]);
    const pushed = variant((b) => {
      b.variables = [bag, gold];
      b.nodes[1] = {
        ...(b.nodes[1] as TGameNode),
        assignments: [
          { var_id: 'bag', op: 'push', value: 3 },
          { var_id: 'gold', op: '=', value: 1.5 },
        ],
      };
      b.edges[1] = edge('e2', 'p', 'e', { condition: { var_id: 'bag', op: 'contains', value: 'sword' } });
    });
    expect(checkBoard(pushed).map((p) => p.message)).toEqual([
      '节点「开场」的赋值：数组变量「背包」的元素类型与赋值不符',
      '节点「开场」的赋值：整数变量「金币」不能赋小数',
      '变量「金币」被赋值但从未被读取',
    ]);
  });
});

/** Boards of random nodes and edges, some edges pointing at nodes that are not there. */
const arbBoard = fc
  .record({
    kinds: fc.array(fc.constantFrom(...GAME_NODE_KINDS), { minLength: 0, maxLength: 12 }),
    links: fc.array(fc.tuple(fc.nat(14), fc.nat(14)), { maxLength: 20 }),
  })
  .map(
    ({ kinds, links }): TGameBoardContent => ({
      ...emptyGameBoard(),
      nodes: kinds.map((k, i) => node(`n${i}`, k, k === 'LINK' ? { link_node_id: `n${(i + 1) % 14}` } : {})),
      edges: links.map(([a, b], i) => edge(`e${i}`, `n${a}`, `n${b}`)),
    }),
  );

describe('checker properties (fast-check)', () => {
  it('never throws; every problem names a node or edge of the board, and every message is Chinese', () => {
    fc.assert(
      fc.property(arbBoard, (board) => {
        const ids = new Set(board.nodes.map((n) => n.node_id));
        const edges = new Set(board.edges.map((e) => e.edge_id));
        for (const p of checkBoard(board)) {
          if (p.node_id !== undefined) expect(ids.has(p.node_id)).toBe(true);
          if (p.edge_id !== undefined) expect(edges.has(p.edge_id)).toBe(true);
          expect(p.message).toMatch(/[\u4e00-\u9fa5]/);
        }
      }),
    );
  });

  it('every edge to a missing node is reported as dangling, and only those', () => {
    fc.assert(
      fc.property(arbBoard, (board) => {
        const ids = new Set(board.nodes.map((n) => n.node_id));
        const dangling = board.edges
          .filter((e) => !ids.has(e.source) || !ids.has(e.target))
          .map((e) => e.edge_id);
        const reported = checkBoard(board)
          .filter((p) => p.code === 'DANGLING_EDGE')
          .map((p) => p.edge_id);
        expect(reported).toEqual(dangling);
      }),
    );
  });

  it('a chain START -> PLOT x n -> END of any length is playable', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
          { maxLength: 30 },
        ),
        (lines) => {
          const plots = lines.map((msg, i) =>
            node(`p${i}`, 'PLOT', { actions: [{ action_type: 'DESC', msg }] }),
          );
          const chain = [node('s', 'START'), ...plots, node('e', 'END')];
          const board = {
            ...emptyGameBoard(),
            nodes: chain,
            edges: chain.slice(1).map((n, i) => edge(`e${i}`, chain[i]?.node_id ?? '', n.node_id)),
          };
          expect(checkBoard(board)).toEqual([]);
        },
      ),
    );
  });

  it('NEVER_TRUE agrees with trying every value the variable can hold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('==', '!=', '>', '>=', '<', '<=' as const),
        // Offsets around the range, so the boundaries (value = min, value = max) come up often.
        fc.integer({ min: -2, max: 8 }),
        (min, span, op, offset) => {
          const value = min + offset;
          const v = { ...gold, min_value: min, max_value: min + span } as Extract<
            TGameVariable,
            { kind: 'numeric' }
          >;
          const holds = (x: number) =>
            ({
              '==': x === value,
              '!=': x !== value,
              '>': x > value,
              '>=': x >= value,
              '<': x < value,
              '<=': x <= value,
            })[op];
          const possible = Array.from({ length: span + 1 }, (_, i) => min + i).some(holds);
          expect(neverTrue(v, op, value)).toBe(!possible);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
