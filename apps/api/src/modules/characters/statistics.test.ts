import { describe, expect, it } from 'vitest';
import { characterStatistics, type EpisodeLines } from './statistics';

// Statistics over crafted scripts: names and aliases are one person, cues and 人物 lists count.

const ep = (doc_id: string, lines: [block: string, text: string][]): EpisodeLines => ({
  doc_id,
  doc_name: doc_id,
  lines: lines.map(([block, text]) => (block ? { block, text } : { text })),
});

describe('characterStatistics', () => {
  const episodes = [
    ep('e1', [
      ['scene', '1-1 日 内 公司会议室'],
      ['characters', '人物：小明、王秘书'],
      ['action', '明哥推门进来，王秘书起身。'],
      ['dialogue', '小明：（压低声音）开会。'],
      ['dialogue', '王秘书：陈总，人都到齐了。'],
      ['scene', '1-2 夜 外 天台'],
      ['dialogue', '陈总（OS）：不能再等了。'],
      ['dialogue', '路人甲：谁在那儿？'],
    ]),
    ep('e2', [
      ['scene', '2-1 日 内 医院'],
      ['action', '护士经过。'],
      ['', '小明：我来看你。'],
      ['', '时间：傍晚'],
    ]),
  ];
  const known = [
    { character_id: 'c1', name: '小明', aliases: ['明哥', '陈总'] },
    { character_id: 'c2', name: '王秘书', aliases: [] },
    { character_id: 'c3', name: '护士长', aliases: [] },
  ];
  const stats = characterStatistics(episodes, known);
  const of = (name: string) => stats.list.find((s) => s.name === name);

  it('counts dialogue lines, words and scenes under every name of a character', () => {
    expect(of('小明')).toMatchObject({
      character_id: 'c1',
      dialogue_lines: 3,
      // 开会。 (3) + 不能再等了。 (6) + 我来看你。 (5); the parenthetical does not count.
      words: 14,
      scenes: 3,
      episodes: 2,
    });
    // Mentioned as 明哥 and 陈总 in action and in another's dialogue.
    expect(of('小明')?.mentions).toBe(2);
    expect(of('小明')?.per_episode).toEqual([
      { doc_id: 'e1', dialogue_lines: 2, scenes: 2, words: 9, mentions: 2 },
      { doc_id: 'e2', dialogue_lines: 1, scenes: 1, words: 5, mentions: 0 },
    ]);
    expect(of('王秘书')).toMatchObject({ dialogue_lines: 1, scenes: 1, mentions: 1, episodes: 1 });
  });

  it('adds speakers the work has not listed, and lists characters who never appear with zeros', () => {
    expect(of('路人甲')).toMatchObject({ character_id: '', dialogue_lines: 1, scenes: 1 });
    expect(of('护士长')).toMatchObject({ dialogue_lines: 0, scenes: 0, mentions: 0, episodes: 0 });
    // A plain `时间：` line is not a speaker.
    expect(of('时间')).toBeUndefined();
    expect(stats.list[0]?.name).toBe('小明');
    expect(stats.episodes).toEqual([
      { doc_id: 'e1', doc_name: 'e1', scenes: 2 },
      { doc_id: 'e2', doc_name: 'e2', scenes: 1 },
    ]);
  });
});
