import { describe, expect, it } from 'vitest';
import { parseDialogue, voiceMarkOffset } from './dialogue';
import { collectNames, completeName, namePrefixAt, namesOnCharactersLine } from './names';

describe('character names', () => {
  it('collects names from 人物 lines and dialogue speakers, most used first', () => {
    const names = collectNames([
      { block: 'characters', text: '人物：林秋、掌柜，小二' },
      { block: 'dialogue', text: '掌柜：客官里边请。' },
      { block: 'dialogue', text: '掌柜（OS）：这人不简单。' },
      { block: 'dialogue', text: '林秋：（压低声音）别出声。' },
      { block: 'action', text: '甲：不是对白' },
    ]);
    expect(names).toEqual(['掌柜', '林秋', '小二']);
  });

  it('completes a known name from the typed prefix', () => {
    const names = ['林秋', '林秋月', '掌柜'];
    expect(completeName('林', names)).toBe('秋');
    expect(completeName('林秋', names)).toBe('月');
    expect(completeName('掌柜', names)).toBeNull();
    expect(completeName('', names)).toBeNull();
  });

  it('finds the name being typed on dialogue and 人物 lines only', () => {
    expect(namePrefixAt('dialogue', '林')).toBe('林');
    expect(namePrefixAt('dialogue', '林秋：你')).toBeNull();
    expect(namePrefixAt('characters', '人物：林秋、掌')).toBe('掌');
    expect(namePrefixAt('characters', '人物：林秋、')).toBeNull();
    expect(namePrefixAt('action', '林')).toBeNull();
    expect(namesOnCharactersLine('人物: 甲 乙')).toEqual(['甲', '乙']);
  });

  it('splits dialogue into speaker, voice mark and parenthetical', () => {
    expect(parseDialogue('林秋：（压低声音）别出声。')).toEqual({
      name: '林秋',
      speakerEnd: 3,
      voice: null,
      parenthetical: '压低声音',
    });
    expect(parseDialogue('林秋（内心OS）：他来了')?.voice).toBe('OS');
    expect(parseDialogue('旁白 VO：那年冬天')).toMatchObject({ name: '旁白', voice: 'VO' });
    expect(parseDialogue('还没写冒号')).toBeNull();
  });

  it('puts a voice mark before the speaker colon', () => {
    expect(voiceMarkOffset('林秋：别出声。')).toBe(2);
    expect(voiceMarkOffset('林秋 ：别出声。')).toBe(2);
    expect(voiceMarkOffset('林秋（OS）：别出声。')).toBeNull();
    expect(voiceMarkOffset('林秋')).toBeNull();
  });
});
