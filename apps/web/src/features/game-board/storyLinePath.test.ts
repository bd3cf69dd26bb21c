import { describe, expect, it } from 'vitest';
import { storyLinePath } from './storyLinePath';

describe('storyLinePath', () => {
  it('opens the story line of the work when no board is named', () => {
    expect(storyLinePath('w1')).toBe('/workDetail/w1/GAME/gameStoryLine');
  });
  it('opens one board, and one node of it when named', () => {
    expect(storyLinePath('w1', 'b1')).toBe('/workDetail/w1/GAME/gameStoryLine?board=b1');
    expect(storyLinePath('w1', 'b1', 'n1')).toBe('/workDetail/w1/GAME/gameStoryLine?board=b1&node=n1');
  });
  it('encodes ids so the query stays whole', () => {
    const url = new URL(storyLinePath('w1', 'b&1', 'n 2#'), 'http://x');
    expect(url.searchParams.get('board')).toBe('b&1');
    expect(url.searchParams.get('node')).toBe('n 2#');
  });
});
