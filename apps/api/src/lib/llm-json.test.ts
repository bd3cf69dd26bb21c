import { describe, expect, it } from 'vitest';
import { extractJson } from './llm-json';

describe('extractJson', () => {
  it('reads plain JSON, a fenced block and JSON inside prose', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('好的：\n```json\n{"list":["甲"]}\n```\n以上。')).toEqual({ list: ['甲'] });
    expect(extractJson('结果如下 {"s":"含}括号"} 完')).toEqual({ s: '含}括号' });
    expect(extractJson('[1,2] 之后')).toEqual([1, 2]);
  });
  it('answers null when there is no JSON', () => {
    expect(extractJson('没有结构化内容')).toBeNull();
    expect(extractJson('{坏的')).toBeNull();
  });
});
