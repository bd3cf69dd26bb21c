import { describe, expect, it } from 'vitest';
import { parseValueInput, valueInputText } from './input';

const num = {
  var_id: 'n',
  kind: 'numeric',
  var_name: '金币',
  var_type: 'INT',
  scope: 'public',
  init_value: 0,
} as const;
const nums = { var_id: 'a', kind: 'array', name: '分数', var_type: 'NUMBER', scope: 'public' } as const;
const texts = { var_id: 't', kind: 'array', name: '线索', var_type: 'TEXT', scope: 'public' } as const;

describe('typed values', () => {
  it('reads numbers and lists, and says what is wrong in Chinese', () => {
    expect(parseValueInput(num, ' 12 ')).toBe(12);
    expect(parseValueInput(num, '')).toEqual({ error: '「金币」需要数字' });
    expect(parseValueInput(num, '十')).toEqual({ error: '「金币」需要数字' });
    expect(parseValueInput(nums, '1, 2，3')).toEqual([1, 2, 3]);
    expect(parseValueInput(nums, '1,x')).toEqual({ error: '「分数」的元素需要是数字' });
    expect(parseValueInput(texts, '血衣、 密信 ,')).toEqual(['血衣', '密信']);
    expect(parseValueInput(texts, '')).toEqual([]);
    expect(valueInputText(['血衣', '密信'])).toBe('血衣,密信');
    expect(valueInputText(3)).toBe('3');
  });
});
