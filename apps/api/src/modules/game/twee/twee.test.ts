import {
  emptyGameBoard,
  GAME_NODE_KINDS,
  type TGameBoardContent,
  type TGameEdge,
  type TGameNode,
} from '@juzuo/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedBoard } from '../testing';
import { boardToJson, checkBoardIds, jsonToBoard } from './board-file';
import { boardToTwee, ifidOf } from './board-to-twee';
import { linksOf, parseTwee, TweeError, writePassage } from './format';
import { tweeToBoard } from './twee-to-board';

describe('Twee 3 notation', () => {
  it('reads headers with escaped names, tags and metadata; text before the first header is ignored', () => {
    const file = [
      'notes before any passage',
      ':: A \\[x\\] \\{y\\} [tag1 PLOT] {"position":"600,400","size":"100,200"}',
      'line one',
      '\\:: not a header',
      '',
      '',
      ':: B',
      '[[Go->A \\[x\\] \\{y\\}]]',
    ].join('\n');
    const { passages, warnings } = parseTwee(file);
    expect(warnings).toEqual([]);
    expect(passages.map((p) => [p.name, p.tags, p.metadata, p.text, p.line])).toEqual([
      [
        'A [x] {y}',
        ['tag1', 'PLOT'],
        { position: '600,400', size: '100,200' },
        'line one\n:: not a header',
        2,
      ],
      ['B', [], null, '[[Go->A \\[x\\] \\{y\\}]]', 7],
    ]);
  });

  it('a bad metadata block is a warning naming its line, not an error', () => {
    const { passages, warnings } = parseTwee(':: Start\nhi\n\n:: Next {"position":\ntext');
    expect(passages.map((p) => p.metadata)).toEqual([null, null]);
    expect(warnings).toEqual(['第4行：段落元数据不是合法的 JSON，已忽略']);
  });

  it('refuses a header without a name or with an unclosed tag block, naming the line', () => {
    expect(() => parseTwee('::  \ntext')).toThrow(new TweeError(1, '段落标题缺少名称'));
    expect(() => parseTwee(':: A\n\n:: B [oops\n')).toThrow('第3行：标签缺少右方括号 ]');
  });

  it('reads the four link forms', () => {
    expect(linksOf('[[A]] [[去客栈->B]] [[C<-回头]] [[离开|D]]')).toEqual([
      { text: 'A', target: 'A' },
      { text: '去客栈', target: 'B' },
      { text: '回头', target: 'C' },
      { text: '离开', target: 'D' },
    ]);
  });

  it('any text and name survive writing and reading a passage', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s.trim() !== '' && !/[\s]/.test(s)),
        fc.array(
          fc.string({ minLength: 1 }).filter((s) => !/\s/.test(s)),
          { maxLength: 3 },
        ),
        fc
          .oneof(fc.string(), fc.constantFrom('::x', '\\::y\n::z\n\\\\::w', ':: A [b] {"c":1}\n正文'))
          .map((s) => s.replace(/\r/g, '').replace(/\s+$/, '')),
        (name, tags, text) => {
          const [p] = parseTwee(writePassage({ name, tags, metadata: { position: '1,2' }, text })).passages;
          expect(p).toMatchObject({ name, tags, text, metadata: { position: '1,2' } });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a Twine story imported', () => {
  it('becomes nodes joined by their links, PLOT text split into lines, a START before the start passage', () => {
    const twee = [
      ':: StoryTitle',
      '雨夜客栈',
      '',
      ':: StoryData',
      '{"ifid":"D674C58C-DEFA-4F70-B7A2-27742230C0FC","start":"客栈"}',
      '',
      ':: 客栈 {"position":"100,200"}',
      '林秋：掌柜的，来壶酒。',
      '△门外传来马蹄声。',
      '[[出门看看->门外]]',
      '[[睡觉]]',
      '[[不存在的地方]]',
      '',
      ':: 门外 [END]',
      '夜色很深。',
      '',
      ':: 睡觉 [END]',
    ].join('\n');
    const { board, title, warnings } = tweeToBoard(twee);
    expect(title).toBe('雨夜客栈');
    expect(warnings).toEqual(['第7行：链接目标「不存在的地方」不存在，已忽略']);
    const byName = new Map(board.nodes.map((n) => [n.name, n]));
    const inn = byName.get('客栈') as TGameNode;
    expect([inn.node_type, inn.x, inn.y]).toEqual(['PLOT', 100, 200]);
    expect(inn.actions?.map((a) => [a.action_type, a.role_name, a.msg])).toEqual([
      ['DIALOG', '林秋', '掌柜的，来壶酒。'],
      ['DESC', undefined, '门外传来马蹄声。'],
    ]);
    expect(inn.actions?.every((a) => typeof a.line_id === 'string')).toBe(true);
    expect(byName.get('门外')).toMatchObject({ node_type: 'END', text: '夜色很深。' });
    const start = board.nodes.find((n) => n.node_type === 'START') as TGameNode;
    const edge = (s: string, t: string) =>
      board.edges.find((e) => e.source === s && e.target === t) as TGameEdge | undefined;
    expect(edge(start.node_id, inn.node_id)).toBeDefined();
    expect(edge(inn.node_id, byName.get('门外')?.node_id as string)?.label).toBe('出门看看');
    expect(edge(inn.node_id, byName.get('睡觉')?.node_id as string)?.label).toBeUndefined();
  });

  it('names the line of a broken data passage and of duplicate passage names', () => {
    expect(() => tweeToBoard(':: A\n\n:: A\n')).toThrow('第3行：段落名称「A」重复');
    expect(() => tweeToBoard(':: JuzuoBoard [juzuo-board]\n{oops')).toThrow(
      '第1行：段落「JuzuoBoard」不是合法的 JSON',
    );
    expect(() => tweeToBoard(':: A {"juzuo":{"node_id":"a b","node_type":"PLOT"}}')).toThrow(
      /^第1行：段落「A」的节点数据不合法：node_id：node_id 不合法$/,
    );
    expect(() => tweeToBoard('just text')).toThrow('第1行：文件中没有任何段落');
    // A passage too long for one line of a node is refused, not cut.
    expect(() => tweeToBoard(`:: Start\n\n:: 长段落\n${'字'.repeat(2001)}`)).toThrow(
      '第3行：段落「长段落」：actions.0.msg：msg 不能超过2000个字',
    );
  });
});

/** Generated boards: every node kind, fields of each kind, edges (some dangling), board data. */
const ID = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const NAME = fc.option(fc.string({ maxLength: 20 }), { nil: undefined });
const NUM = fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 4);
const arbAction = fc.record(
  {
    action_type: fc.constantFrom('DIALOG' as const, 'DESC' as const, 'CHORUS' as const),
    msg: fc.string({ maxLength: 30 }),
    line_id: ID,
    role_name: fc.string({ maxLength: 10 }),
    v_speed: NUM,
    dubbing_state: fc.constantFrom('IN_PROGRESS' as const, 'DONE' as const, 'FAILED' as const),
  },
  { requiredKeys: ['action_type', 'msg', 'line_id'] },
);

const arbBoard = fc
  .record({
    ids: fc.uniqueArray(ID, { maxLength: 10 }),
    kinds: fc.array(fc.constantFrom(...GAME_NODE_KINDS), { minLength: 10, maxLength: 10 }),
    names: fc.array(NAME, { minLength: 10, maxLength: 10 }),
    texts: fc.array(fc.option(fc.string({ maxLength: 40 }), { nil: undefined }), {
      minLength: 10,
      maxLength: 10,
    }),
    actions: fc.array(fc.array(arbAction, { maxLength: 3 }), { minLength: 10, maxLength: 10 }),
    xs: fc.array(fc.tuple(NUM, NUM), { minLength: 10, maxLength: 10 }),
    links: fc.uniqueArray(fc.tuple(ID, fc.nat(12), fc.nat(12), NAME), {
      selector: (l) => l[0],
      maxLength: 14,
    }),
    vars: fc.uniqueArray(
      fc.tuple(
        ID,
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() === s && s !== ''),
      ),
      { selector: (v) => v[0], maxLength: 3 },
    ),
  })
  .map(({ ids, kinds, names, texts, actions, xs, links, vars }): TGameBoardContent => {
    const nodes = ids.map((id, i): TGameNode => {
      const [x, y] = xs[i] as [number, number];
      const node: TGameNode = { node_id: id, node_type: kinds[i] as TGameNode['node_type'], x, y };
      if (names[i] !== undefined) node.name = names[i];
      if (texts[i] !== undefined) node.text = texts[i];
      if (node.node_type === 'PLOT') node.actions = actions[i];
      if (node.node_type === 'LINK' && ids[0]) node.link_node_id = ids[0];
      if (i % 3 === 0) Object.assign(node, { width: 120, height: 80 });
      return node;
    });
    const at = (n: number) => ids[n] ?? `gone${n}`;
    const edges = links.map(
      ([id, a, b, label]): TGameEdge => ({
        edge_id: id,
        source: at(a),
        target: at(b),
        ...(label !== undefined ? { label } : {}),
        ...(a % 2 ? { is_default: true } : {}),
        ...(b % 3 === 0 && vars[0] ? { condition: { var_id: vars[0][0], op: '>=' as const, value: b } } : {}),
      }),
    );
    return {
      ...emptyGameBoard(),
      nodes,
      edges,
      variables: vars.map(([id, name]) => ({
        var_id: id,
        kind: 'numeric' as const,
        var_name: name,
        var_type: 'INT' as const,
        scope: 'public' as const,
        init_value: 3,
      })),
      goods: [{ good_id: 'g1', good_name: '金疮药', good_type: { type_id: 'medicine' } }],
      events: [{ event_id: 'ev1', event_name: '进入客栈', trigger: 'ENTER_NODE' }],
      panels: [{ panel_id: 'p1', panel_name: '状态', items: [], visible: true }],
      groups: ids.length
        ? [{ group_id: 'grp1', title: '第一章 [雨夜]', x: -20, y: -40.5, width: 480, height: 260 }]
        : [],
    };
  });

describe('round trips (fast-check)', () => {
  it('a board exported as Twee and imported again is the same board', () => {
    fc.assert(
      fc.property(arbBoard, (board) => {
        const twee = boardToTwee(board, { boardId: 'b1', boardName: '主线' });
        const back = tweeToBoard(twee);
        expect(back.warnings).toEqual([]);
        expect(back.title).toBe('主线');
        checkBoardIds(back.board);
        expect(sortedBoard(back.board)).toEqual(sortedBoard(board));
        // And from then on the file itself is stable.
        const again = boardToTwee(back.board, { boardId: 'b1', boardName: '主线' });
        expect(boardToTwee(tweeToBoard(again).board, { boardId: 'b1', boardName: '主线' })).toBe(again);
      }),
      { numRuns: 150 },
    );
  });

  it('a board exported as JSON and imported again is the same board', () => {
    fc.assert(
      fc.property(arbBoard, (board) => {
        const back = jsonToBoard(boardToJson(board, { boardId: 'b1', boardName: '主线' }));
        expect(back.title).toBe('主线');
        expect(sortedBoard(back.board)).toEqual(sortedBoard(board));
      }),
      { numRuns: 100 },
    );
  });

  it('the ifid is a stable upper-case UUID v4 per board', () => {
    expect(ifidOf('b1')).toBe(ifidOf('b1'));
    expect(ifidOf('b1')).not.toBe(ifidOf('b2'));
    expect(ifidOf('b1')).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
  });

  it('JSON errors name the line or the field', () => {
    expect(() => jsonToBoard('{\n  "nodes": [\n    oops\n  ]\n}')).toThrow(/^第3行：不是合法的 JSON$/);
    expect(() => jsonToBoard('{"a": 1,\n"b": tru}')).toThrow(/^第2行：/);
    expect(() => jsonToBoard('{"nodes":[{"node_id":"a","node_type":"PLOT","x":"left","y":0}]}')).toThrow(
      'nodes.0.x：',
    );
  });
});
