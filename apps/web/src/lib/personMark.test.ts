import { describe, expect, it } from 'vitest';
import { colorFor, initialsOf } from './personMark';

// Issue 10 defect 11: default names 用户NNNN made every avatar 用 on the same colour.
describe('avatar marks', () => {
  it('shows the digits of a default name and the first character of any other', () => {
    expect(initialsOf('用户4821')).toBe('21');
    expect(initialsOf('林小满')).toBe('林');
  });

  it('gives different default names different colours (most of the time: 12 colours)', () => {
    const names = Array.from({ length: 12 }, (_, i) => `用户${4820 + i}`);
    expect(new Set(names.map(colorFor)).size).toBeGreaterThanOrEqual(8);
    expect(colorFor('用户4821')).toBe(colorFor('用户4821'));
  });
});
