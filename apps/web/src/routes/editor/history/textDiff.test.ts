import { describe, expect, it } from 'vitest';
import { diffStats, diffTexts } from './textDiff';

const show = (before: string, after: string) =>
  diffTexts(before, after).map(
    (l) =>
      ({ same: ' ', add: '+', del: '-' })[l.kind] +
      l.segments
        .map((s) => (s.kind === 'same' ? s.text : s.kind === 'add' ? `[${s.text}]` : `{${s.text}}`))
        .join(''),
  );

describe('diff of two versions’ plain text', () => {
  it('keeps unchanged lines and marks whole added and removed lines', () => {
    expect(show('第一场\n张三走进来', '第一场\n张三走进来\n李四：你好')).toEqual([
      ' 第一场',
      ' 张三走进来',
      '+[李四：你好]',
    ]);
    expect(show('甲\n乙\n丙', '甲\n丙')).toEqual([' 甲', '-{乙}', ' 丙']);
  });

  it('marks the changed Chinese characters inside a replaced line', () => {
    expect(show('张三走进来', '张三慢慢走出去')).toEqual(['-张三走{进来}', '+张三[慢慢]走[出去]']);
  });

  it('counts added and removed characters', () => {
    expect(diffStats(diffTexts('张三走进来', '张三慢慢走出去'))).toEqual({ added: 4, removed: 2 });
    expect(diffStats(diffTexts('同样', '同样'))).toEqual({ added: 0, removed: 0 });
  });
});
