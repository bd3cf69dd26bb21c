import { describe, expect, it } from 'vitest';
import { linesToHtml, linesToText, textToLines } from './templateText';

describe('template text', () => {
  it('gives script lines their blocks by the script conventions', () => {
    const text = [
      '1-1 日 内 客栈大堂',
      '夜 外 山门',
      '人物：林秋、掌柜',
      '△林秋推门而入。',
      '林秋：（压低声音）别出声。',
      '掌柜（OS）：来者不善。',
      '切至：',
      '黑场',
      '一段说明',
    ].join('\n');
    expect(textToLines(text, 5)).toEqual([
      { block: 'scene', text: '1-1 日 内 客栈大堂' },
      { block: 'scene', text: '夜 外 山门' },
      { block: 'characters', text: '林秋、掌柜' },
      { block: 'action', text: '林秋推门而入。' },
      { block: 'dialogue', text: '林秋：（压低声音）别出声。' },
      { block: 'dialogue', text: '掌柜（OS）：来者不善。' },
      { block: 'transition', text: '切至：' },
      { block: 'transition', text: '黑场' },
      { text: '一段说明' },
    ]);
  });

  it('keeps every line plain outside script templates, and round-trips through the form', () => {
    expect(textToLines('姓名：\n△不是动作', 6)).toEqual([{ text: '姓名：' }, { text: '△不是动作' }]);
    const text = '日 内 客厅\n人物：甲、乙\n△甲坐下。\n甲：你来了。\n黑场';
    expect(linesToText(textToLines(text, 5))).toBe(text);
  });

  it('writes the editor HTML with the text escaped', () => {
    expect(linesToHtml([{ block: 'scene', text: '日 内 <家>' }, { text: 'a & b' }])).toBe(
      '<p data-block="scene">日 内 &lt;家&gt;</p><p>a &amp; b</p>',
    );
  });
});
