import { beforeEach, describe, expect, it } from 'vitest';
import { useLiveCounts } from './liveCounts';

// Issue 10 defect 7: the header showed the document list's count (0 or an old number) while the
// editor's footer showed the live one; both now read what the editor counted.
describe('live word counts', () => {
  beforeEach(() => useLiveCounts.setState({ words: {} }));

  it('keeps the latest count per document and leaves the state alone when it is unchanged', () => {
    const { setWords } = useLiveCounts.getState();
    setWords('d1', 12);
    setWords('d2', 3);
    setWords('d1', 15);
    expect(useLiveCounts.getState().words).toEqual({ d1: 15, d2: 3 });
    const before = useLiveCounts.getState();
    setWords('d1', 15);
    expect(useLiveCounts.getState()).toBe(before);
  });
});
