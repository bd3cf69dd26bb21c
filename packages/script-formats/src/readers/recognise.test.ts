import { describe, expect, it } from 'vitest';
import { recogniseLine } from './recognise';
import { headingNumber, holdsScript, structureLines } from './structure';
import { textLines } from './txt';

const kinds = (lines: string[]) => lines.map((l) => recogniseLine(l, true));

describe('recogniseLine', () => {
  it('reads the elements of a Chinese script', () => {
    expect(
      kinds([
        '1-3 日 内 客栈大堂',
        '23-1，外，武当山玄岳门，日',
        '第3场 夜 内 书房',
        '客栈后院 夜 外',
        '人物：林秋、掌柜、小二',
        '△林秋推门而入。',
        '林秋：（压低声音）别出声。',
        '林秋（OS）：他不会来了。',
        '掌柜 VO：客官里边请。',
        '切至：',
        '闪回',
        '黑场',
        'CUT TO:',
        '【雨越下越大】',
        '窗外雨声渐大，林秋放下茶杯。',
      ]),
    ).toEqual([
      { kind: 'scene', text: '1-3 日 内 客栈大堂' },
      { kind: 'scene', text: '23-1，外，武当山玄岳门，日' },
      { kind: 'scene', text: '第3场 夜 内 书房' },
      { kind: 'scene', text: '客栈后院 夜 外' },
      { kind: 'characters', text: '人物：林秋、掌柜、小二' },
      { kind: 'action', text: '林秋推门而入。' },
      { kind: 'dialogue', text: '林秋：（压低声音）别出声。' },
      { kind: 'dialogue', text: '林秋（OS）：他不会来了。' },
      { kind: 'dialogue', text: '掌柜 VO：客官里边请。' },
      { kind: 'transition', text: '切至：' },
      { kind: 'transition', text: '闪回' },
      { kind: 'transition', text: '黑场' },
      { kind: 'transition', text: 'CUT TO:' },
      { kind: 'action', text: '【雨越下越大】' },
      { kind: 'action', text: '窗外雨声渐大，林秋放下茶杯。' },
    ]);
  });

  it('takes mixed and full-width spaces and full-width colons', () => {
    expect(recogniseLine('\u3000\u3000林秋 ：  你来了。 ', true)).toEqual({
      kind: 'dialogue',
      text: '林秋 ：  你来了。',
    });
    expect(recogniseLine(' 人物 ：林秋', true).kind).toBe('characters');
    expect(recogniseLine('\u3000△ 门开了。', true)).toEqual({ kind: 'action', text: '门开了。' });
  });

  it('does not take title-page labels for speakers', () => {
    expect(recogniseLine('编剧：张三', true).kind).toBe('action');
    expect(recogniseLine('时间：三年后', true).kind).toBe('action');
  });

  it('keeps prose plain in a novel (a 人物 line and △ still read as such)', () => {
    expect(recogniseLine('林秋：你来了。', false)).toEqual({ kind: 'plain', text: '林秋：你来了。' });
    expect(recogniseLine('1-3 日 内 客栈', false).kind).toBe('plain');
  });
});

describe('structureLines', () => {
  const script = { script: true, unit: '集' } as const;

  it('splits episodes on 第N集 headings (Arabic, Chinese and full-width numerals)', () => {
    const parts = structureLines(
      textLines(
        '剧名：重逢\n\n第1集 重逢\n1-1 日 内 客栈\n林秋：你好。\n\n第二集\n2-1 夜 外 后院\n第１０集：终章\n△完。',
      ),
      script,
    );
    expect(parts.map((p) => p.heading)).toEqual([null, '第1集 重逢', '第二集', '第１０集：终章']);
    expect(parts[0]).toEqual({
      heading: null,
      titlePage: true,
      lines: [{ kind: 'action', text: '剧名：重逢' }],
    });
    expect(parts[1]?.lines.map((l) => l.kind)).toEqual(['scene', 'dialogue']);
    expect(headingNumber('第１０集：终章', '集')).toBe(10);
    expect(headingNumber('第十二集', '集')).toBe(12);
    expect(headingNumber('第3集的故事很长', '集')).toBeNull();
  });

  it('splits on page breaks when there are no headings', () => {
    const parts = structureLines(textLines('1-1 日 内 客栈\n林秋：甲\f\f1-2 夜 外 街\n掌柜：乙\n'), script);
    expect(parts.map((p) => p.lines.map((l) => l.text))).toEqual([
      ['1-1 日 内 客栈', '林秋：甲'],
      ['1-2 夜 外 街', '掌柜：乙'],
    ]);
  });

  it('splits novels on 第N章 and keeps their lines plain', () => {
    const parts = structureLines(textLines('第一章 雨夜\n他推开门。\n第二章\n她笑了。'), {
      script: false,
      unit: '章',
    });
    expect(parts).toEqual([
      { heading: '第一章 雨夜', titlePage: false, lines: [{ kind: 'plain', text: '他推开门。' }] },
      { heading: '第二章', titlePage: false, lines: [{ kind: 'plain', text: '她笑了。' }] },
    ]);
  });

  it('tells a script from other text', () => {
    expect(holdsScript(structureLines(textLines('林秋：你好。'), script))).toBe(true);
    expect(holdsScript(structureLines(textLines('今天天气很好。\n我们去公园。'), script))).toBe(false);
  });
});
