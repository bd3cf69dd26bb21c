import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './stableReading';

describe('a fresh reading keeps unchanged entries', () => {
  const read = (moved = 0) => [
    { id: 'a', x: moved, fields: { name: '开场' } },
    { id: 'b', x: 10, fields: { name: '雨夜' } },
  ];

  it('answers the previous array when nothing changed', () => {
    const first = read();
    expect(keepUnchanged(first, read())).toBe(first);
  });

  it('answers the previous empty array for another empty reading', () => {
    const none: { id: string }[] = [];
    expect(keepUnchanged(none, [])).toBe(none);
  });

  it('keeps the unchanged entries and takes the changed ones', () => {
    const first = read();
    const next = keepUnchanged(first, read(5));
    expect(next).not.toBe(first);
    expect(next[0]).toEqual({ id: 'a', x: 5, fields: { name: '开场' } });
    expect(next[1]).toBe(first[1]);
  });

  it('notices added, removed and reordered entries', () => {
    const first = read();
    expect(keepUnchanged(first, read().slice(0, 1)).map((e) => e.id)).toEqual(['a']);
    const reordered = keepUnchanged(first, [...read()].reverse());
    expect(reordered).not.toBe(first);
    expect(reordered[0]).toBe(first[1]);
  });
});
