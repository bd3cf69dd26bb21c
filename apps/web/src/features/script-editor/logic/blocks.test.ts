import { describe, expect, it } from 'vitest';
import { blockForEmptyEnter, blockOf, cycleBlock, nextBlockOnEnter, TAB_ORDER } from './blocks';

describe('script element rules', () => {
  it('Enter opens the element a script editor expects next', () => {
    expect(nextBlockOnEnter('scene')).toBe('characters');
    expect(nextBlockOnEnter('characters')).toBe('action');
    expect(nextBlockOnEnter('action')).toBe('action');
    expect(nextBlockOnEnter('dialogue')).toBe('dialogue');
    expect(nextBlockOnEnter('transition')).toBe('scene');
    expect(nextBlockOnEnter('plain')).toBe('plain');
  });

  it('Enter on an empty typed line leaves the run of that element', () => {
    expect(blockForEmptyEnter('dialogue')).toBe('action');
    expect(blockForEmptyEnter('characters')).toBe('action');
    expect(blockForEmptyEnter('action')).toBe('scene');
    expect(blockForEmptyEnter('plain')).toBeNull();
    expect(blockForEmptyEnter('scene')).toBeNull();
  });

  it('Tab walks every type once and Shift-Tab walks back', () => {
    let b = TAB_ORDER[0]!;
    const seen = new Set<string>();
    for (let i = 0; i < TAB_ORDER.length; i++) {
      seen.add(b);
      const next = cycleBlock(b);
      expect(cycleBlock(next, -1)).toBe(b);
      b = next;
    }
    expect(seen.size).toBe(TAB_ORDER.length);
    expect(b).toBe(TAB_ORDER[0]);
    expect(cycleBlock('action')).toBe('dialogue');
    expect(cycleBlock('action', -1)).toBe('plain');
  });

  it('a missing or unknown attribute is a plain line', () => {
    expect(blockOf(undefined)).toBe('plain');
    expect(blockOf('heading')).toBe('plain');
    expect(blockOf('scene')).toBe('scene');
  });
});
