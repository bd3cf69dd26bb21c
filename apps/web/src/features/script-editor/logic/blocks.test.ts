import { describe, expect, it } from 'vitest';
import {
  BLOCK_SHORTCUTS,
  blockForEmptyEnter,
  blockOf,
  cycleBlock,
  isMacPlatform,
  nextBlockOnEnter,
  shortcutLabel,
  TAB_ORDER,
} from './blocks';

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
    expect(cycleBlock('action', -1)).toBe('characters');
  });

  it('the first Tab on an untyped line (an empty episode) makes a scene heading', () => {
    expect(cycleBlock('plain')).toBe('scene');
    expect(TAB_ORDER[0]).toBe('scene');
  });

  it('every element has its own one-step shortcut, shown the platform way', () => {
    const keys = Object.values(BLOCK_SHORTCUTS);
    expect(new Set(keys).size).toBe(TAB_ORDER.length);
    expect(shortcutLabel(BLOCK_SHORTCUTS.transition, false)).toBe('Ctrl+Alt+5');
    expect(shortcutLabel(BLOCK_SHORTCUTS.transition, true)).toBe('⌘⌥5');
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
  });

  it('a missing or unknown attribute is a plain line', () => {
    expect(blockOf(undefined)).toBe('plain');
    expect(blockOf('heading')).toBe('plain');
    expect(blockOf('scene')).toBe('scene');
  });
});
