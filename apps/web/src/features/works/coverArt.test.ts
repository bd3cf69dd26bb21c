import { describe, expect, it } from 'vitest';
import { coverArt, initialsOf } from './coverArt';

describe('placeholder covers', () => {
  it('are the same for the same work and differ between works', () => {
    expect(coverArt('雨夜客栈', 'SCRIPT')).toEqual(coverArt('雨夜客栈', 'SCRIPT'));
    const names = [
      '雨夜客栈',
      '雨夜客栈2',
      '星海迷途',
      '画中人',
      '归途',
      '长安十二时辰',
      'Moonlight',
      '第一部',
    ];
    const looks = new Set(names.map((n) => coverArt(n, 'SCRIPT').from));
    expect(looks.size).toBe(names.length);
    // The same name in another kind is another cover (colours and motif).
    const game = coverArt('雨夜客栈', 'GAME');
    expect(game.kind).toBe('GAME');
    expect(game.from).not.toBe(coverArt('雨夜客栈', 'SCRIPT').from);
  });

  it('show two CJK characters or one Latin letter', () => {
    expect(initialsOf('雨夜客栈')).toBe('雨夜');
    expect(initialsOf('雨')).toBe('雨');
    expect(initialsOf(' moonlight')).toBe('M');
    expect(initialsOf('《归途》')).toBe('归途');
    expect(initialsOf('')).toBe('?');
  });
});
