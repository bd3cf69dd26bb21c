import { describe, expect, it } from 'vitest';
import { EDITOR_INPUT_LIMIT, inputAllowed } from './inputLimit';

describe('editor input length', () => {
  it('allows up to the spec limit of 2000 characters in one input', () => {
    expect(EDITOR_INPUT_LIMIT).toBe(2000);
    expect(inputAllowed('字'.repeat(2000))).toBe(true);
    expect(inputAllowed('字'.repeat(2001))).toBe(false);
  });

  it('counts characters, so astral characters count once', () => {
    expect(inputAllowed('𠮷'.repeat(3), 3)).toBe(true);
    expect(inputAllowed('𠮷'.repeat(4), 3)).toBe(false);
  });
});
