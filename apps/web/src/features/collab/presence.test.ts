import { describe, expect, it } from 'vitest';
import { onlySelfChanged, readCollaborators, sameCollaborators } from './presence';

describe('presence', () => {
  const states = new Map<number, Record<string, unknown>>([
    [1, { user: { id: 'me', name: '我', color: '#e11d48' } }],
    [2, { user: { id: 'u2', name: '林秋', color: '#2563eb' }, cursor: { anchor: 3 } }],
    [3, { cursor: null }],
    [4, { user: { name: '无名' } }],
  ]);

  it('lists everyone else who announced a named user, with fallbacks', () => {
    expect(readCollaborators(states, 1)).toEqual([
      { clientId: 2, id: 'u2', name: '林秋', color: '#2563eb' },
      { clientId: 4, id: '4', name: '无名', color: '#64748b' },
    ]);
  });

  it('keeps a list while the same people are there (carets move, nobody joins or leaves)', () => {
    const a = readCollaborators(states, 1);
    const b = readCollaborators(new Map(states).set(2, { ...states.get(2), cursor: { anchor: 9 } }), 1);
    expect(sameCollaborators(a, b)).toBe(true);
    expect(sameCollaborators(a, b.slice(1))).toBe(false);
    const renamed = readCollaborators(new Map(states).set(4, { user: { name: '改名' } }), 1);
    expect(sameCollaborators(a, renamed)).toBe(false);
  });

  it("skips changes of this client's own state only", () => {
    expect(onlySelfChanged({ added: [], updated: [1], removed: [] }, 1)).toBe(true);
    expect(onlySelfChanged({ added: [], updated: [1, 2], removed: [] }, 1)).toBe(false);
    expect(onlySelfChanged({ added: [5], updated: [], removed: [] }, 1)).toBe(false);
    expect(onlySelfChanged({ added: [], updated: [], removed: [2] }, 1)).toBe(false);
  });
});
