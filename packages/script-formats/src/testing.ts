// Sample scripts for tests and benchmarks (not for product code).
export { docxParagraphs, fdxParagraphs, fountainTokens, pdfBody, pdfPages } from './read-back';

import type { SourceLine } from './model/elements';

/** One episode with every element: scene headings (computed and typed numbers), 人物, △ action,
 * dialogue with a voice mark and a parenthetical, a long line that wraps, a transition, an empty line. */
export function sampleEpisode(episode = 1): SourceLine[] {
  return [
    { block: 'scene', text: '日 内 客栈大堂' },
    { block: 'characters', text: '林秋、掌柜、小二' },
    { block: 'action', text: '林秋推门而入，风雪跟着卷进来。' },
    { block: 'dialogue', text: '掌柜：客官里边请！' },
    { block: 'dialogue', text: '林秋（OS）：（压低声音）别出声，有人跟着我。' },
    {
      block: 'dialogue',
      text: '小二：这位客官，您要的酒菜马上就来，今晚风雪这么大，城门早关了，您不如就在小店住下，明早再赶路也不迟啊。',
    },
    { block: 'transition', text: '切至：' },
    { block: 'scene', text: `${episode}-5 夜 外 后院` },
    { block: 'action', text: 'A whole line of English text, with numbers 123 and symbols & < >.' },
    { block: 'dialogue', text: '旁白 VO：那一夜，谁也没有睡。' },
    { text: '' },
    { block: 'transition', text: '黑场' },
  ];
}

/**
 * A generated work of `episodes` documents of about `charsPerEpisode` characters each, in the
 * short-drama layout (for the export benchmark).
 */
export function generatedEpisodes(episodes: number, charsPerEpisode: number): SourceLine[][] {
  const out: SourceLine[][] = [];
  const speech = '我知道你一直在等这一天，可是事情远比你想的复杂，我们必须先找到那封信。';
  const action = '她转身走向窗边，雨水顺着玻璃流下，远处的霓虹一闪一闪。';
  for (let ep = 1; ep <= episodes; ep += 1) {
    const lines: SourceLine[] = [];
    let chars = 0;
    let scene = 0;
    while (chars < charsPerEpisode) {
      scene += 1;
      const block: SourceLine[] = [
        { block: 'scene', text: `${scene % 2 ? '日' : '夜'} 内 顾家客厅` },
        { block: 'characters', text: '顾言、林晚' },
        { block: 'action', text: action },
        { block: 'dialogue', text: `顾言：${speech}` },
        { block: 'dialogue', text: `林晚（OS）：（冷笑）${speech}` },
        { block: 'action', text: action },
        { block: 'dialogue', text: `顾言：${speech}` },
      ];
      if (scene % 3 === 0) block.push({ block: 'transition', text: '切至：' });
      for (const l of block) chars += [...l.text].length;
      lines.push(...block);
    }
    out.push(lines);
  }
  return out;
}
