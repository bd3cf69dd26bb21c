import { describe, expect, it } from 'vitest';
import { Cedict, promptWordOf } from './cedict';

describe('Cedict (the shipped CC-CEDICT data)', () => {
  it('loads the dictionary once and looks words up', async () => {
    const dict = await Cedict.load();
    expect(dict).not.toBeNull();
    expect(await Cedict.load()).toBe(dict);
    expect(dict?.size).toBeGreaterThan(100_000);
    expect(dict?.english('剑客')).toBe('swordsman');
    expect(dict?.english('皇帝')).toBe('emperor');
    expect(dict?.english('复仇')).toBe('avenge');
    expect(dict?.english('不存在的词汇甲乙')).toBe('');
  });

  it('lists compounds of a keyword, words starting with it first', async () => {
    const dict = await Cedict.load();
    const list = dict?.compounds('剑', 8) ?? [];
    expect(list).toHaveLength(8);
    expect(list.every((w) => w.includes('剑') && w !== '剑')).toBe(true);
    expect(list[0]?.startsWith('剑')).toBe(true);
  });

  it('turns a sense into a prompt word', () => {
    expect(promptWordOf('to avenge')).toBe('avenge');
    expect(promptWordOf('palace (imperial)')).toBe('palace');
  });
});
