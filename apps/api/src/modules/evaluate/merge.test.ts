import { describe, expect, it } from 'vitest';
import { ZChunkAnswer } from './chunk-answer';
import { mergeChunks, verifyQuote } from './merge';

const SNAPSHOT =
  '第1集\n张小敬：五尊阎罗在此。\n李必：天亮之前，必须找到他。\n第2集\n徐宾：大案牍术算出来了。';

const answer = (score: number, quote: string, paywall = '') =>
  ZChunkAnswer.parse({
    summary: `得分${score}`,
    dimensions: [{ key: 'story', score: String(score), reason: '主线清楚', quotes: [quote, '原文没有的话'] }],
    hook: { score: 8, reason: '开场冲突', quote: '“张小敬：五尊阎罗在此。”' },
    episodes: [{ episode: '第1集', cliffhanger: '李必：天亮之前，必须找到他……', score: 9, reason: '悬念' }],
    payoffs: [],
    paywall: { episode: paywall, reason: '悬念最强' },
  });

describe('evaluation merge', () => {
  it('finds quotes verbatim or without the quote marks and dots models add; never invented ones', () => {
    expect(verifyQuote(SNAPSHOT, '徐宾：大案牍术算出来了。')).toEqual({
      text: '徐宾：大案牍术算出来了。',
      start: SNAPSHOT.indexOf('徐宾'),
    });
    expect(verifyQuote(SNAPSHOT, '“李必：天亮之前，必须找到他……”')?.text).toBe('李必：天亮之前，必须找到他');
    expect(verifyQuote(SNAPSHOT, '张小敬：六尊阎罗')).toBeNull();
    expect(verifyQuote(SNAPSHOT, '“')).toBeNull();
  });

  it('weights scores by chunk length, keeps verified quotes and counts the dropped ones', () => {
    const report = mergeChunks(
      SNAPSHOT,
      [
        { answer: answer(9, '张小敬：五尊阎罗在此。'), length: 300 },
        { answer: answer(3, '徐宾：大案牍术算出来了。', '第1集'), length: 100 },
      ],
      'script',
    );
    const story = report.dimensions.find((d) => d.key === 'story');
    expect(story?.score).toBe(7.5);
    expect(story?.quotes.map((q) => q.text)).toEqual(['张小敬：五尊阎罗在此。', '徐宾：大案牍术算出来了。']);
    expect(report.dropped_quotes).toBe(2);
    expect(report.dimensions).toHaveLength(7);
    expect(report.drama?.first_episode_hook.quote?.text).toBe('张小敬：五尊阎罗在此。');
    expect(report.drama?.paywall).toEqual({ episode: '第1集', reason: '悬念最强' });
    expect(mergeChunks(SNAPSHOT, [{ answer: answer(5, 'x'), length: 1 }], 'novel').drama).toBeNull();
  });
});
