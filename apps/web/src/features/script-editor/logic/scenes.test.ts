import { describe, expect, it } from 'vitest';
import { episodeOf, numberScenes, parseNumber } from './scenes';

const scene = (text: string) => ({ block: 'scene', text });
const line = (text: string, block = 'plain') => ({ block, text });

describe('scene numbering', () => {
  it('numbers scenes per episode in document order', () => {
    const scenes = numberScenes([
      line('第1集'),
      scene('日 内 客栈大堂'),
      line('林秋进门。', 'action'),
      scene('夜 外 后院'),
      line('第二集'),
      scene('日 内 书房'),
    ]);
    expect(scenes.map((s) => [s.line, s.number, s.title])).toEqual([
      [1, '1-1', '日 内 客栈大堂'],
      [3, '1-2', '夜 外 后院'],
      [5, '2-1', '日 内 书房'],
    ]);
  });

  it('renumbers the scenes after an inserted one', () => {
    const before = numberScenes([scene('A'), scene('B')], 3);
    const after = numberScenes([scene('A'), scene('新'), scene('B')], 3);
    expect(before.map((s) => s.number)).toEqual(['3-1', '3-2']);
    expect(after.map((s) => s.number)).toEqual(['3-1', '3-2', '3-3']);
    expect(after[2]?.title).toBe('B');
  });

  it('keeps a typed number and counts on from it', () => {
    const scenes = numberScenes([
      scene('23-1，外，武当山玄岳门，日'),
      scene('内 大殿'),
      scene('5-2-1 日 内 密室'),
    ]);
    expect(scenes.map((s) => [s.number, s.typed])).toEqual([
      ['23-1', true],
      ['23-2', false],
      ['5-2-1', true],
    ]);
    expect(scenes[0]?.title).toBe('外，武当山玄岳门，日');
  });

  it('reads Arabic and Chinese episode numbers', () => {
    expect(parseNumber('十二')).toBe(12);
    expect(parseNumber('二十')).toBe(20);
    expect(parseNumber('一百零三')).toBe(103);
    expect(parseNumber('7')).toBe(7);
    expect(parseNumber('abc')).toBeNaN();
    expect(episodeOf('第 12 集 重逢')).toBe(12);
    expect(episodeOf('他说第1集很好')).toBeNull();
  });
});
