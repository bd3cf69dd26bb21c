import { emptyGameBoard, type TGameBoardContent, type TGameEdge, type TGameNode } from '@juzuo/schemas';
import { act, isRefusal } from './runner';
import type { PlayAction, PlayBoard, PlaySession } from './types';

// Boards for the runner's tests, written as briefly as the stories they tell.

/** A node at the origin. */
export const node = (
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

/** An edge named `source>target`. */
export const edge = (source: string, target: string, extra: Partial<TGameEdge> = {}): TGameEdge => ({
  edge_id: `${source}>${target}`,
  source,
  target,
  ...extra,
});

/** A board of the given parts. */
export const board = (parts: Partial<TGameBoardContent>): TGameBoardContent => ({
  ...emptyGameBoard(),
  ...parts,
});

/**
 * The inn story: START -> PLOT -> BRANCH with three endings; the third is open only with 勇气 >= 5,
 * a SET before the branch adds 2, and the store sells a sword for 金币.
 */
export const innStory = (): TGameBoardContent =>
  board({
    nodes: [
      node('s', 'START'),
      node('p', 'PLOT', {
        name: '客栈',
        actions: [
          { action_type: 'DIALOG', role_name: '掌柜', msg: '客官，你有{金币}文钱。' },
          { action_type: 'DESC', msg: '夜色渐深。' },
        ],
      }),
      node('set', 'SET', { assignments: [{ var_id: 'courage', op: '+=', value: 2 }] }),
      node('b', 'BRANCH', { name: '抉择' }),
      node('e1', 'END', { name: '离开' }),
      node('e2', 'END', { name: '留宿' }),
      node('e3', 'END', { name: '拔刀' }),
    ],
    edges: [
      edge('s', 'p'),
      edge('p', 'set'),
      edge('set', 'b'),
      edge('b', 'e1', { label: '连夜离开' }),
      edge('b', 'e2', { label: '住下', is_default: true }),
      edge('b', 'e3', { label: '拔刀相向', condition: { var_id: 'courage', op: '>=', value: 5 } }),
    ],
    variables: [
      { var_id: 'gold', kind: 'numeric', var_name: '金币', var_type: 'INT', scope: 'public', init_value: 10 },
      {
        var_id: 'courage',
        kind: 'numeric',
        var_name: '勇气',
        var_type: 'INT',
        scope: 'public',
        init_value: 1,
        max_value: 10,
      },
      { var_id: 'bag', kind: 'array', name: '背包', var_type: 'GOOD', scope: 'public', good_type: 'weapon' },
    ],
    goods: [{ good_id: 'sword', good_name: '长剑', good_type: { type_id: 'weapon' } }],
    stores: [
      {
        store_id: 'shop',
        store_name: '铁匠铺',
        items: [{ good_id: 'sword', currency_var_id: 'gold', price: 8 }],
      },
    ],
  });

/** Takes actions that must succeed. */
export function play(b: PlayBoard, s: PlaySession, ...actions: PlayAction[]): PlaySession {
  let session = s;
  for (const a of actions) {
    const next = act(b, session, a);
    if (isRefusal(next)) throw new Error(next.error);
    session = next;
  }
  return session;
}
export const choose = (choice_id: string): PlayAction => ({ type: 'choose', choice_id });
