import { describe, expect, it } from 'vitest';
import { JiebaKeywords } from './jieba';

const jieba = await JiebaKeywords.detect();

const TEXT =
  '林晚回到江南小镇，在外婆留下的茶馆里发现一封旧信。信里提到三十年前的一场大火，' +
  '茶馆的老伙计说大火那夜有人看见外婆抱着一个婴儿离开。林晚决定留在小镇，查清茶馆大火的真相。';

describe('jieba keywords (shipped dictionary)', () => {
  it('loads from the installed package with no download', () => {
    expect(jieba).not.toBeNull();
  });

  it('segments Chinese text into words', () => {
    expect(jieba!.cut('我们在江南小镇开了一家茶馆')).toEqual([
      '我们',
      '在',
      '江南',
      '小镇',
      '开',
      '了',
      '一家',
      '茶馆',
    ]);
  });

  it('extracts keywords by TF-IDF', () => {
    const keywords = jieba!.tfidf(TEXT, { topK: 5 }).map((k) => k.keyword);
    expect(keywords).toEqual(expect.arrayContaining(['茶馆', '大火', '外婆', '小镇']));
    expect(keywords).toHaveLength(5);
  });

  it('extracts keywords by TextRank with the best one weighted 1', () => {
    const keywords = jieba!.textRank(TEXT, { topK: 5 });
    expect(keywords[0]!.weight).toBe(1);
    expect(keywords.map((k) => k.keyword)).toContain('茶馆');
    expect(keywords.every((k, i) => i === 0 || k.weight <= keywords[i - 1]!.weight)).toBe(true);
  });

  it('answers ping', async () => {
    expect(await jieba!.ping()).toContain('jieba');
  });
});
