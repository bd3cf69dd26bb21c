import { describe, expect, it } from 'vitest';
import { inputAssignment } from './InputForm';

describe('INPUT answer target', () => {
  it('a number for numeric variables, a push for lists, nothing for GOOD lists', () => {
    expect(inputAssignment({ id: 'n', name: '年龄', kind: 'numeric', varType: 'INT' })).toEqual({
      var_id: 'n',
      op: '=',
      value: 0,
    });
    expect(inputAssignment({ id: 't', name: '名字', kind: 'array', varType: 'TEXT' })).toEqual({
      var_id: 't',
      op: 'push',
      value: '',
    });
    expect(inputAssignment({ id: 'k', name: '数字', kind: 'array', varType: 'NUMBER' })?.value).toBe(0);
    expect(inputAssignment({ id: 'g', name: '背包', kind: 'array', varType: 'GOOD' })).toBeNull();
  });
});
