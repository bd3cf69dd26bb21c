import { AssignOp, ConditionOp, GAME_NODE_KINDS, type TGameBoardContent } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { playBoard } from './board';
import { board } from './fixtures';
import { act, currentStep, isRefusal, startPlay, stepBack } from './runner';
import type { PlayAction, PlayBoard, PlaySession } from './types';
import { initialValues } from './values';

// Property tests over generated boards: every kind, dangling edges, missing variables, wrong types,
// cycles. A small seeded generator keeps failures reproducible (the seed is in the test name).

/** mulberry32: a tiny seeded PRNG. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof rng>;

function randomBoard(r: Rng): TGameBoardContent {
  const ids = Array.from({ length: 1 + r.int(12) }, (_, i) => `n${i}`);
  const varIds = ['v0', 'v1', 'a0', 'missing'];
  const value = () => (r.next() < 0.7 ? r.int(20) - 5 : r.pick(['x', 'sword', '']));
  return board({
    nodes: ids.map((node_id) => ({
      node_id,
      node_type: r.pick(GAME_NODE_KINDS),
      x: 0,
      y: 0,
      ...(r.next() < 0.5 ? { text: r.pick(['你好{v0}', '{a0}', '{未知}', '']) } : {}),
      ...(r.next() < 0.4
        ? { assignments: [{ var_id: r.pick(varIds), op: r.pick(Object.values(AssignOp)), value: value() }] }
        : {}),
      ...(r.next() < 0.3
        ? { actions: [{ action_type: r.pick(['DIALOG', 'DESC', 'CHORUS'] as const), msg: '台词' }] }
        : {}),
      ...(r.next() < 0.3 ? { link_node_id: r.pick([...ids, 'gone']) } : {}),
    })),
    edges: Array.from({ length: r.int(20) }, (_, i) => ({
      edge_id: `e${i}`,
      source: r.pick([...ids, 'gone']),
      target: r.pick([...ids, 'gone']),
      ...(r.next() < 0.4
        ? { condition: { var_id: r.pick(varIds), op: r.pick(Object.values(ConditionOp)), value: value() } }
        : {}),
      ...(r.next() < 0.3 ? { is_default: true } : {}),
      ...(r.next() < 0.5 ? { label: `选项${i}` } : {}),
    })),
    variables: [
      {
        var_id: 'v0',
        kind: 'numeric',
        var_name: 'v0',
        var_type: 'INT',
        scope: 'public',
        init_value: 3,
        min_value: -10,
        max_value: 10,
      },
      { var_id: 'v1', kind: 'numeric', var_name: 'v1', var_type: 'FLOAT', scope: 'random', init_value: 0.5 },
      {
        var_id: 'a0',
        kind: 'array',
        name: 'a0',
        var_type: r.pick(['NUMBER', 'TEXT', 'GOOD'] as const),
        scope: 'public',
      },
    ],
    goods: [{ good_id: 'sword', good_name: '剑', good_type: { type_id: 't' } }],
    stores: [
      {
        store_id: 'st',
        store_name: '店',
        items: [{ good_id: r.pick(['sword', 'gone']), currency_var_id: r.pick(varIds), price: r.int(5) }],
      },
    ],
  });
}

/** Some action, usually a possible one. */
function randomAction(r: Rng, s: PlaySession): PlayAction {
  const p = currentStep(s).pending;
  const roll = r.next();
  if (roll < 0.55 && p.kind === 'choices') return { type: 'choose', choice_id: r.pick(p.choices).id };
  if (roll < 0.7) return { type: 'input', text: r.pick(['7', '阿青', '', '1e3']) };
  if (roll < 0.8)
    return { type: 'buy', store_id: r.pick(['st', 'gone']), good_id: r.pick(['sword', 'gone']) };
  if (roll < 0.95)
    return {
      type: 'set',
      var_id: r.pick(['v0', 'v1', 'a0', 'missing']),
      value: r.pick([4, -100, 2.5, [1, 'x']]),
    };
  return { type: 'choose', choice_id: 'nope' };
}

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

describe('story runner properties', () => {
  it('never throws on generated boards, and every step back then the same step again is identity', () => {
    let entered = 0;
    for (const seed of SEEDS) {
      const r = rng(seed);
      const content = randomBoard(r);
      const b: PlayBoard = playBoard(content);
      const startId = r.pick([...content.nodes.map((n) => n.node_id), 'gone']);
      let s = startPlay(b, startId, initialValues(b));
      for (let i = 0; i < 40; i += 1) {
        const action = randomAction(r, s);
        const next = act(b, s, action);
        if (isRefusal(next)) {
          expect(typeof next.error, `seed ${seed}`).toBe('string');
          continue;
        }
        expect(next.steps.length, `seed ${seed}`).toBe(s.steps.length + 1);
        const back = stepBack(next);
        expect(back, `seed ${seed}: back`).toEqual(s);
        expect(act(b, back, action), `seed ${seed}: forward again`).toEqual(next);
        // Each step starts from where the one before ended.
        expect(currentStep(next).before, `seed ${seed}: chained`).toEqual(currentStep(s).after);
        if (currentStep(next).kind === 'enter') entered += 1;
        s = next;
      }
    }
    // The generator must reach beyond the start node often enough to mean something.
    expect(entered).toBeGreaterThan(500);
  });

  it('values stay inside their declared types and ranges whatever is played', () => {
    for (const seed of SEEDS) {
      const r = rng(seed * 7919);
      const b = playBoard(randomBoard(r));
      let s = startPlay(b, 'n0', initialValues(b));
      for (let i = 0; i < 40; i += 1) {
        const next = act(b, s, randomAction(r, s));
        if (!isRefusal(next)) s = next;
        const { vars } = currentStep(s).after;
        expect(
          Number.isInteger(vars.v0) && (vars.v0 as number) >= -10 && (vars.v0 as number) <= 10,
          `seed ${seed}`,
        ).toBe(true);
        expect(Array.isArray(vars.a0), `seed ${seed}`).toBe(true);
        expect(Object.keys(vars).sort(), `seed ${seed}`).toEqual(['a0', 'v0', 'v1']);
      }
    }
  });
});
