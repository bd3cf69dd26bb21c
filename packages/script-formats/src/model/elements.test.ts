import { describe, expect, it } from 'vitest';
import { scriptElements, shownText } from './elements';

describe('scriptElements', () => {
  it('shows lines as the editor does: computed numbers, drawn labels, △', () => {
    const elements = scriptElements(
      [
        { block: 'scene', text: '日 内 客栈大堂' },
        { block: 'characters', text: '林秋、掌柜' },
        { block: 'action', text: '林秋推门而入。' },
        { block: 'dialogue', text: '林秋（OS）：（压低声音）别出声。' },
        { block: 'transition', text: '切至：' },
        { block: 'scene', text: '3-5 夜 外 后院' },
        { block: 'scene', text: '夜 外 马厩' },
        { text: '第4集' },
        { block: 'scene', text: '日 内 书房' },
        { block: 'characters', text: '人物：小二' },
      ],
      2,
    );
    expect(shownText(elements).split('\n')).toEqual([
      '2-1 日 内 客栈大堂',
      '人物：林秋、掌柜',
      '△林秋推门而入。',
      '林秋（OS）：（压低声音）别出声。',
      '切至：',
      '3-5 夜 外 后院',
      '3-6 夜 外 马厩',
      '第4集',
      '4-1 日 内 书房',
      '人物：小二',
    ]);
    expect(elements[3]).toMatchObject({
      kind: 'dialogue',
      speaker: '林秋',
      voice: 'OS',
      parenthetical: '压低声音',
      speech: '别出声。',
    });
    expect(elements[7]).toMatchObject({ kind: 'plain', episode: 4 });
  });

  it('keeps a dialogue line without a speaker as written', () => {
    expect(scriptElements([{ block: 'dialogue', text: '没有名字' }])[0]).toMatchObject({
      speaker: null,
      shown: '没有名字',
    });
  });
});
