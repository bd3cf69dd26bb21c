import { describe, expect, it } from 'vitest';
import { playBoard } from './board';
import { addCoverage, coverageReport, emptyCoverage } from './coverage';
import { board, choose, edge, innStory, node, play } from './fixtures';
import { act, currentStep, startPlay, stepBack } from './runner';
import type { PlaySession } from './types';
import { initialValues, showValue } from './values';

const labels = (s: PlaySession) => {
  const p = currentStep(s).pending;
  return p.kind === 'choices' ? p.choices.map((c) => c.label) : p.kind;
};

describe('story runner', () => {
  const b = playBoard(innStory());
  const start = () => startPlay(b, 's', initialValues(b));

  it('plays lines with role names and variables, applies SET with before and after, and offers the open choices', () => {
    let s = play(b, start(), choose('s>p'));
    expect(currentStep(s).lines).toEqual([
      { kind: 'dialog', role: '掌柜', text: '客官，你有10文钱。' },
      { kind: 'desc', text: '夜色渐深。' },
    ]);
    expect(labels(s)).toEqual(['继续']);
    s = play(b, s, choose('p>set'));
    expect(currentStep(s).before.vars.courage).toBe(1);
    expect(currentStep(s).after.vars.courage).toBe(3);
    s = play(b, s, choose('set>b'));
    // 勇气 3 < 5: the third ending is closed.
    expect(labels(s)).toEqual(['连夜离开', '住下']);
    s = play(b, s, choose('b>e2'));
    expect(currentStep(s).pending).toEqual({ kind: 'end' });
    expect(s.steps.map((x) => x.node_id)).toEqual(['s', 'p', 'set', 'b', 'e2']);
  });

  it('a live edit of a variable opens a choice at once, and a closed choice is refused', () => {
    let s = play(b, start(), choose('s>p'), choose('p>set'), choose('set>b'));
    expect(act(b, s, choose('b>e3'))).toEqual({ error: '这个选项现在不可选' });
    s = play(b, s, { type: 'set', var_id: 'courage', value: 7 });
    expect(currentStep(s).before.vars.courage).toBe(3);
    expect(labels(s)).toEqual(['连夜离开', '住下', '拔刀相向']);
    s = play(b, s, choose('b>e3'));
    expect(currentStep(s).node_id).toBe('e3');
  });

  it('offers the ways out top to bottom by where their targets sit, whatever order the board lists its edges in', () => {
    const content = innStory();
    const placed = {
      ...content,
      nodes: content.nodes.map((n) => ({ ...n, y: { e1: 200, e2: 100, e3: 0 }[n.node_id] ?? 0 })),
      edges: [...content.edges].reverse(),
    };
    const pb = playBoard(placed);
    const s = startPlay(pb, 'b', { vars: { gold: 0, courage: 9, bag: [] }, goods: {} });
    expect(labels(s)).toEqual(['拔刀相向', '住下', '连夜离开']);
    const shuffled = playBoard({
      ...placed,
      edges: [content.edges[4], ...content.edges.slice(0, 4), content.edges[5]].flatMap((e) =>
        e ? [e] : [],
      ),
    });
    expect(labels(startPlay(shuffled, 'b', { vars: { gold: 0, courage: 9, bag: [] }, goods: {} }))).toEqual(
      labels(s),
    );
  });

  it('a BRANCH with nothing open takes its default path only', () => {
    const only = playBoard(
      board({
        ...innStory(),
        edges: innStory().edges.map((e) =>
          e.edge_id === 'b>e1' ? { ...e, condition: { var_id: 'gold', op: '>', value: 99 } } : e,
        ),
      }),
    );
    const s = startPlay(only, 'b', { vars: { gold: 0, courage: 0, bag: [] }, goods: {} });
    // 住下 has no condition: it is open; the others are closed.
    expect(labels(s)).toEqual(['住下']);
  });

  it('buys with the currency variable, fills the GOOD list, and refuses when money is short', () => {
    let s = play(b, start(), { type: 'buy', store_id: 'shop', good_id: 'sword' });
    const step = currentStep(s);
    expect(step.before.vars.gold).toBe(10);
    expect(step.after.vars.gold).toBe(2);
    expect(step.after.vars.bag).toEqual(['sword']);
    expect(step.after.goods).toEqual({ sword: 1 });
    expect(showValue(b, 'bag', step.after.vars.bag)).toBe('[长剑]');
    expect(act(b, s, { type: 'buy', store_id: 'shop', good_id: 'sword' })).toEqual({
      error: '「金币」不足，需要 8',
    });
    s = stepBack(s);
    expect(currentStep(s).after.vars.gold).toBe(10);
  });

  it("refuses a purchase past the item's stock, and a step back puts it back on the shelf", () => {
    const base = innStory();
    const limited = playBoard({
      ...base,
      stores: base.stores.map((st) => ({
        ...st,
        items: st.items.map((i) => ({ ...i, price: 1, stock: 1 })),
      })),
    });
    let s = play(limited, startPlay(limited, 's', initialValues(limited)), {
      type: 'buy',
      store_id: 'shop',
      good_id: 'sword',
    });
    expect(currentStep(s).after.goods).toEqual({ sword: 1 });
    expect(act(limited, s, { type: 'buy', store_id: 'shop', good_id: 'sword' })).toEqual({
      error: '「长剑」已售罄',
    });
    s = stepBack(s);
    expect(act(limited, s, { type: 'buy', store_id: 'shop', good_id: 'sword' })).not.toHaveProperty('error');
  });

  it('INPUT waits for the player, puts a number into a numeric variable and text into a TEXT list', () => {
    const ib = playBoard(
      board({
        nodes: [
          node('i', 'INPUT', {
            text: '你叫什么？',
            assignments: [{ var_id: 'names', op: 'push', value: '' }],
          }),
          node('age', 'INPUT', { text: '几岁？', assignments: [{ var_id: 'n', op: '=', value: 0 }] }),
          node('m', 'MESSAGE', { text: '{n}岁的{names}' }),
          node('e', 'END'),
        ],
        edges: [edge('i', 'age'), edge('age', 'm'), edge('m', 'e')],
        variables: [
          { var_id: 'names', kind: 'array', name: 'names', var_type: 'TEXT', scope: 'public' },
          { var_id: 'n', kind: 'numeric', var_name: 'n', var_type: 'INT', scope: 'public', init_value: 0 },
        ],
      }),
    );
    let s = startPlay(ib, 'i', initialValues(ib));
    expect(currentStep(s).pending).toEqual({ kind: 'input', prompt: '你叫什么？' });
    expect(act(ib, s, choose('i>age'))).toEqual({ error: '这个选项现在不可选' });
    expect(act(ib, s, { type: 'input', text: '  ' })).toEqual({ error: '请输入内容' });
    s = play(ib, s, { type: 'input', text: '阿青' }, choose('i>age'));
    expect(act(ib, s, { type: 'input', text: '十八' })).toEqual({ error: '「n」需要输入数字' });
    s = play(ib, s, { type: 'input', text: '18' }, choose('age>m'));
    expect(currentStep(s).lines).toEqual([{ kind: 'message', text: '18岁的[阿青]' }]);
  });

  it('LOGIC takes the first condition that holds, else its default; LINK jumps; dead ends are stuck', () => {
    const lb = playBoard(
      board({
        nodes: [
          node('l', 'LOGIC'),
          node('a', 'LINK', { link_node_id: 'z' }),
          node('d', 'PLOT'),
          node('z', 'END'),
        ],
        edges: [edge('l', 'd'), edge('l', 'a', { condition: { var_id: 'x', op: '==', value: 1 } })],
        variables: [
          { var_id: 'x', kind: 'numeric', var_name: 'x', var_type: 'INT', scope: 'public', init_value: 0 },
        ],
      }),
    );
    expect(labels(startPlay(lb, 'l', { vars: { x: 0 }, goods: {} }))).toEqual(['继续']);
    let s = startPlay(lb, 'l', { vars: { x: 1 }, goods: {} });
    s = play(lb, s, choose('l>a'));
    expect(labels(s)).toEqual(['跳转到「结束」']);
    s = play(lb, s, choose('link:a'));
    expect(currentStep(s).edge_id).toBeUndefined();
    expect(currentStep(s).pending.kind).toBe('end');
    expect(currentStep(startPlay(lb, 'd', { vars: { x: 0 }, goods: {} })).pending.kind).toBe('stuck');
  });

  it('SET keeps numbers in range and whole; impossible assignments are reported, not applied', () => {
    const sb = playBoard(
      board({
        nodes: [
          node('s', 'SET', {
            assignments: [
              { var_id: 'c', op: '+=', value: 100 },
              { var_id: 'c', op: '/=', value: 3 },
              { var_id: 'c', op: '/=', value: 0 },
              { var_id: 'gone', op: '=', value: 1 },
            ],
          }),
        ],
        variables: [
          {
            var_id: 'c',
            kind: 'numeric',
            var_name: 'c',
            var_type: 'INT',
            scope: 'public',
            init_value: 0,
            max_value: 10,
          },
        ],
      }),
    );
    const step = currentStep(startPlay(sb, 's', initialValues(sb)));
    expect(step.after.vars.c).toBe(3);
    expect(step.lines.map((l) => l.text)).toEqual([
      '赋值未执行：「c」（/= 0）',
      '赋值未执行：变量不存在（= 1）',
    ]);
  });

  it('coverage counts nodes and edges reached across play-throughs', () => {
    let cov = emptyCoverage();
    cov = addCoverage(
      cov,
      play(b, start(), choose('s>p'), choose('p>set'), choose('set>b'), choose('b>e1')).steps,
    );
    expect(coverageReport(b, cov).nodePercent).toBe(71);
    cov = addCoverage(
      cov,
      play(b, start(), choose('s>p'), choose('p>set'), choose('set>b'), choose('b>e2')).steps,
    );
    const r = coverageReport(b, cov);
    expect(r.missedNodes).toEqual(['e3']);
    expect(r.missedEdges).toEqual(['b>e3']);
    expect(r.edgePercent).toBe(83);
  });
});
