import { describe, expect, it } from 'vitest';
import { countText, sumCounts } from './counts';

describe('live counts', () => {
  it('counts Chinese characters, punctuation and Latin words as 字数, non-space characters as 字符', () => {
    expect(countText('林秋：别出声。')).toEqual({ words: 7, chars: 7 });
    expect(countText('内心OS 来了 hello world')).toEqual({ words: 7, chars: 16 });
  });

  it('adds up per line to the count of the whole text, so unchanged lines are not recounted', () => {
    const lines = [
      '1-1 日 内 客栈大堂',
      '人物：林秋、掌柜',
      '林秋（OS）：（压低声音）别出声。',
      'VO: it was cold',
    ];
    expect(sumCounts(lines.map(countText))).toEqual(countText(lines.join('\n')));
  });
});
