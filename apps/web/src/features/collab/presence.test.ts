import { describe, expect, it } from 'vitest';
import {
  distinctColors,
  initialsOf,
  onlySelfChanged,
  PRESENCE_COLORS,
  readCollaborators,
  sameCollaborators,
  shownColor,
  withDistinctColors,
} from './presence';

describe('presence', () => {
  const states = new Map<number, Record<string, unknown>>([
    [1, { user: { id: 'me', name: '我', color: '#e11d48' } }],
    [2, { user: { id: 'u2', name: '林秋', color: '#2563eb' }, cursor: { anchor: 3 } }],
    [3, { cursor: null }],
    [4, { user: { name: '无名' } }],
  ]);

  it('lists everyone else who announced a named user, by name (pinyin order), with fallbacks', () => {
    const list = readCollaborators(states, 1, 'me');
    expect(list.map(({ clientId, id, name }) => ({ clientId, id, name }))).toEqual([
      { clientId: 2, id: 'u2', name: '林秋' },
      { clientId: 4, id: '4', name: '无名' },
    ]);
    expect(list.find((u) => u.id === 'u2')?.color).toBe('#2563eb');
    expect(list.find((u) => u.id === '4')?.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps a list while the same people are there (carets move, nobody joins or leaves)', () => {
    const a = readCollaborators(states, 1, 'me');
    const b = readCollaborators(new Map(states).set(2, { ...states.get(2), cursor: { anchor: 9 } }), 1, 'me');
    expect(sameCollaborators(a, b)).toBe(true);
    expect(sameCollaborators(a, b.slice(1))).toBe(false);
    const renamed = readCollaborators(new Map(states).set(4, { user: { name: '改名' } }), 1, 'me');
    expect(sameCollaborators(a, renamed)).toBe(false);
  });

  it("skips changes of this client's own state only", () => {
    expect(onlySelfChanged({ added: [], updated: [1], removed: [] }, 1)).toBe(true);
    expect(onlySelfChanged({ added: [], updated: [1, 2], removed: [] }, 1)).toBe(false);
    expect(onlySelfChanged({ added: [5], updated: [], removed: [] }, 1)).toBe(false);
    expect(onlySelfChanged({ added: [], updated: [], removed: [2] }, 1)).toBe(false);
  });
});

// Issue 10 defect 11: the same user in two tabs appeared twice, and default names 用户NNNN made every
// avatar 用.
describe('presence per user', () => {
  const state = (id: string, name: string) => ({ user: { id, name, color: '#000000' } });

  it('lists each other user once, however many tabs they have, and never the writer', () => {
    const states = new Map<number, Record<string, unknown>>([
      [10, state('me', '用户1001')],
      [11, state('me', '用户1001')], // my own second tab
      [20, state('u2', '用户2002')],
      [21, state('u2', '用户2002')], // the same collaborator in a second tab
      [30, state('u3', '林')],
    ]);
    const list = readCollaborators(states, 10, 'me');
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

  it('shows carets in the colours the presence bar gives', () => {
    const others = withDistinctColors(
      [
        { clientId: 2, id: 'a', name: 'A', color: '#000000' },
        { clientId: 3, id: 'm', name: 'M', color: '#000000' },
      ],
      'me',
    );
    expect(others[0]?.color).not.toBe(others[1]?.color);
    expect(shownColor({ id: 'a', color: '#000000' })).toBe(others[0]?.color);
    expect(shownColor({ id: 'nobody', color: '#123456' })).toBe('#123456');
  });
});
