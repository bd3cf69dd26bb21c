import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePlotActions } from './parse-plot-action';

describe('parse_plot_action: script text to DIALOG / DESC / CHORUS (SCRIPT-FORMAT.md conventions)', () => {
  it('reads a short-drama scene: heading, cast line, △ actions, dialogue with voice marks, narration, transition', () => {
    const text = [
      '1-3 日 内 客栈大堂',
      '人物：林秋、掌柜、小二',
      '△林秋推门而入，环顾四周。',
      '林秋：（压低声音）别出声。',
      '掌柜（OS）：这人来者不善。',
      '小二VO: 客官，里边请——',
      '      您先坐。',
      '旁白：那一夜，风很大。',
      '（窗外雷声大作）',
      '切至：后院',
      '门吱呀一声开了。',
    ].join('\r\n');
    expect(parsePlotActions(text)).toEqual({
      list: [
        { action_type: 'DESC', msg: '1-3 日 内 客栈大堂' },
        { action_type: 'DESC', msg: '林秋推门而入，环顾四周。' },
        { action_type: 'DIALOG', role_name: '林秋', msg: '（压低声音）别出声。' },
        { action_type: 'DIALOG', role_name: '掌柜', msg: '这人来者不善。' },
        { action_type: 'DIALOG', role_name: '小二', msg: '客官，里边请——您先坐。' },
        { action_type: 'CHORUS', msg: '那一夜，风很大。' },
        { action_type: 'DESC', msg: '窗外雷声大作' },
        { action_type: 'DESC', msg: '切至：后院' },
        { action_type: 'DESC', msg: '门吱呀一声开了。' },
      ],
      roles: ['林秋', '掌柜', '小二'],
    });
  });

  it('a colon inside a sentence is not a speaker', () => {
    expect(parsePlotActions('他说了一句话，意思是：快走。').list).toEqual([
      { action_type: 'DESC', msg: '他说了一句话，意思是：快走。' },
    ]);
  });

  it('any text: one action per non-blank line (wrapped lines join), never an empty role, roles are the DIALOG roles', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('林秋：好。', '△走。', '旁白：夜。', '  续行')), {
          maxLength: 20,
        }),
        (lines) => {
          const { list, roles } = parsePlotActions(lines.join('\n'));
          expect(list.length).toBeLessThanOrEqual(lines.filter((l) => l.trim() !== '').length);
          for (const a of list) if (a.action_type === 'DIALOG') expect(a.role_name?.trim()).toBeTruthy();
          expect(roles).toEqual([...new Set(list.flatMap((a) => (a.role_name ? [a.role_name] : [])))]);
        },
      ),
    );
  });
});
