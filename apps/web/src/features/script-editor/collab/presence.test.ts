import { describe, expect, it } from 'vitest';
import { collaboratorsFrom, distinctColors, initialsOf, PRESENCE_COLORS } from './presence';

const state = (id: string, name: string) => ({ user: { id, name, color: '#000000' } });

// Issue 10 defect 11: the same user in two tabs appeared twice, and default names 用户NNNN made every
// avatar 用.
describe('presence', () => {
  it('lists each other user once, however many tabs they have, and never the writer', () => {
    const states = new Map<number, ReturnType<typeof state>>([
      [10, state('me', '用户1001')],
      [11, state('me', '用户1001')], // my own second tab
      [20, state('u2', '用户2002')],
      [21, state('u2', '用户2002')], // the same collaborator in a second tab
      [30, state('u3', '林')],
    ]);
    const list = collaboratorsFrom(states, 10, 'me');
    expect(list.map((u) => u.id).sort()).toEqual(['u2', 'u3']);
    expect(list.find((u) => u.id === 'u2')?.clientId).toBe(20);
  });

  it('gives default names their digits instead of 用', () => {
    expect(initialsOf('用户4821')).toBe('21');
    expect(initialsOf('用户4835')).toBe('35');
    expect(initialsOf('林小满')).toBe('林');
    expect(initialsOf(' Ann ')).toBe('A');
    expect(initialsOf('用户')).toBe('用');
  });

  it('gives the people present distinct colours, the same on every screen', () => {
    const ids = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
    const colors = distinctColors(ids);
    expect(new Set(colors.values()).size).toBe(PRESENCE_COLORS.length);
    expect(distinctColors([...ids].reverse())).toEqual(colors);
    // Two ids whose stable colours collide still differ.
    const clash = ['a', 'm'];
    const pair = distinctColors(clash);
    expect(pair.get('a')).not.toBe(pair.get('m'));
  });
});
