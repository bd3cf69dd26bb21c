import { DubbingMessage } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import {
  branchProblems,
  chooseDefault,
  clauseProblem,
  clauseValue,
  moveLine,
  newPlotAction,
  parseVoiceNumber,
  plotLineProblem,
  roleHasVoice,
  withRole,
} from './formRules';

describe('plot line rules', () => {
  it('says the dubbing messages of spec 02 section 5 in order: text, role, voice', () => {
    const line = newPlotAction('DIALOG');
    expect(line.line_id).toMatch(/^[A-Za-z0-9]+$/);
    expect(plotLineProblem(line)).toBe(DubbingMessage.dialogTextRequired);
    const said = { ...line, msg: '你来了。' };
    expect(plotLineProblem(said)).toBe(DubbingMessage.roleRequired);
    const withLi = withRole(said, { id: 'r1', name: '李四' });
    expect(withLi).toMatchObject({ role_id: 'r1', role_name: '李四' });
    expect(plotLineProblem(withLi)).toBe(DubbingMessage.roleTimbreRequired);
    expect(plotLineProblem({ ...withLi, v_model: 'xiaoyun' })).toBeNull();
    // The role's own timbre (角色设定) satisfies the check for every line it speaks.
    expect(plotLineProblem(withLi, { hasVoice: roleHasVoice({ v_model: 'warm-01' }) })).toBeNull();
    expect(plotLineProblem(withLi, { hasVoice: roleHasVoice({ v_model: '  ' }) })).toBe(
      DubbingMessage.roleTimbreRequired,
    );
    expect(withRole(withLi, null)).not.toHaveProperty('role_id');
    expect(plotLineProblem(newPlotAction('DESC'))).toBe(DubbingMessage.descTextRequired);
    expect(plotLineProblem({ ...newPlotAction('DESC'), msg: '夜。' })).toBe(DubbingMessage.descVoiceRequired);
    expect(plotLineProblem({ ...newPlotAction('CHORUS'), msg: '多年后' })).toBe(
      DubbingMessage.chorusVoiceRequired,
    );
    expect(plotLineProblem({ ...newPlotAction('CHORUS'), msg: '多年后', v_type: 'tts' })).toBeNull();
  });

  it('moves lines with their ids and keeps out-of-range moves harmless', () => {
    expect(moveLine(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveLine(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(parseVoiceNumber(' 1.5 ')).toEqual({ ok: true, value: 1.5 });
    expect(parseVoiceNumber('')).toEqual({ ok: true, value: undefined });
    expect(parseVoiceNumber('快')).toEqual({ ok: false });
  });
});

describe('branch and assignment rules', () => {
  it('asks for a variable, a known one, and a value', () => {
    expect(clauseProblem({ var_id: '', op: '==', value: '1' }, ['v1'])).toBe('请选择变量');
    expect(clauseProblem({ var_id: 'v9', op: '==', value: '1' }, ['v1'])).toBe('变量不存在或已删除');
    expect(clauseProblem({ var_id: 'v1', op: '==', value: ' ' }, ['v1'])).toBe('请输入值');
    expect(clauseProblem({ var_id: 'v1', op: '==', value: '3' }, ['v1'])).toBeNull();
    expect(clauseValue(' 3 ')).toBe(3);
    expect(clauseValue('钥匙')).toBe('钥匙');
  });

  it('wants exactly one default path and conditions on the others', () => {
    expect(branchProblems([])).toEqual(['分支还没有连出的路径']);
    const paths = [
      { edgeId: 'e1', isDefault: false, hasCondition: true },
      { edgeId: 'e2', isDefault: false, hasCondition: false },
    ];
    expect(branchProblems(paths)).toEqual([
      '请指定一条默认路径（条件都不满足时走这条）',
      '非默认路径需要设置条件',
    ]);
    const chosen = chooseDefault(paths, 'e2');
    expect(chosen).toEqual([
      { edgeId: 'e1', isDefault: false },
      { edgeId: 'e2', isDefault: true },
    ]);
    expect(
      branchProblems([paths[0] as never, { edgeId: 'e2', isDefault: true, hasCondition: false }]),
    ).toEqual([]);
  });
});
