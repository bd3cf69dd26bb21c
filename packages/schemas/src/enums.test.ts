import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  allowedChatModels,
  ChatErrorMessage,
  canUseNovelToScript,
  DrawFailureMessage,
  ZPictureMatchText,
} from './ai';
import { VideoStatusLabel } from './draw';
import { EvaluateStatusLabel, evaluateStatusLabel } from './evaluate';
import { DubbingMessage, dubbingProblem, GAME_NODE_KINDS, GameNodeKindLabel, ZGameNodeKind } from './game';
import { HISTORY_DUPLICATE_MESSAGE, isAcceptedDocUpdate } from './history';
import { IdeaDocType, TemplateDocType, ZIdeaDocType } from './ideas';
import { MaterialCategoryLabel, ZMaterialListQuery } from './materials';
import { MatchingResourceKind, PictureSourceType } from './pictures';
import { ResourceOverwriteConfirm } from './resources';
import { ScopeType, scopeForUser } from './scopes';
import { Status, StatusMessage } from './status';
import { DELETED_WORKS_QUERY, MediaType, MediaUnit, partLabel, ZTargetGroup, ZWorkFrom } from './works';

describe('works', () => {
  it('has the unit of every media type', () => {
    expect(Object.values(MediaType).map((m) => MediaUnit[m])).toEqual(['集', '话', '章', '话', '集']);
    expect(partLabel('NOVEL', 3)).toBe('第3章');
    expect(DELETED_WORKS_QUERY).toEqual({ page_index: 1, page_size: 1000, is_delete: 1 });
  });
  it('validates codes with messages naming the field', () => {
    expect(ZWorkFrom.parse('1')).toBe(1);
    expect(ZWorkFrom.safeParse(2).error?.issues[0]?.message).toBe('work_from 取值无效，可选值：0、1');
    expect(ZTargetGroup.safeParse('X').success).toBe(false);
  });
});

describe('ideas and templates', () => {
  it('keeps the spec numbers', () => {
    expect(Object.values(IdeaDocType)).toEqual([1, 2, 3, 4, 5, 6, 99]);
    expect(TemplateDocType.CHARACTER_SETTING).toBe(6);
    expect(ZIdeaDocType.parse('99')).toBe(99);
    expect(ZIdeaDocType.safeParse(7).success).toBe(false);
  });
});

describe('scopes and evaluation', () => {
  it('official users create at sys scope', () => {
    expect(scopeForUser({ is_official: 1 })).toBe(ScopeType.SYS);
    expect(scopeForUser({ is_official: 0 })).toBe(1);
    expect(scopeForUser(undefined)).toBe(1);
  });
  it('labels all nine evaluation codes', () => {
    expect(Object.keys(EvaluateStatusLabel)).toHaveLength(9);
    expect(evaluateStatusLabel(6)).toBe('不符合评估条件');
    expect(evaluateStatusLabel(42)).toBe('未知状态');
    expect(Object.keys(VideoStatusLabel).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('game', () => {
  it('has 15 node kinds, each labelled', () => {
    expect(GAME_NODE_KINDS).toHaveLength(15);
    expect(GAME_NODE_KINDS[0]).toBe('START');
    expect(GAME_NODE_KINDS[14]).toBe('END');
    expect(Object.keys(GameNodeKindLabel)).toHaveLength(15);
    expect(ZGameNodeKind.safeParse('AI_CONVERSATION').success).toBe(true);
  });
  it('checks dubbing in spec order', () => {
    const ctx = { roleHasTimbre: false, descVoiceConfigured: false, chorusVoiceConfigured: false };
    expect(dubbingProblem({ action_type: 'DIALOG', msg: ' ' }, ctx)).toBe('请先输入对话内容');
    expect(dubbingProblem({ action_type: 'DESC', msg: '' }, ctx)).toBe('请先输入描述内容');
    expect(dubbingProblem({ action_type: 'CHORUS' }, ctx)).toBe('请先输入旁白内容');
    expect(dubbingProblem({ action_type: 'VIDEO', msg: 'x' }, ctx)).toBe('当前类型不支持配音');
    expect(dubbingProblem({ action_type: 'DIALOG', msg: '你好' }, ctx)).toBe('请选择角色');
    expect(dubbingProblem({ action_type: 'DIALOG', msg: '你好', role_id: 'r1' }, ctx)).toBe(
      '请先为该角色配置配音',
    );
    expect(dubbingProblem({ action_type: 'CHORUS', msg: '夜' }, ctx)).toBe('请先为旁白配置音色');
    expect(dubbingProblem({ action_type: 'DESC', msg: '夜' }, ctx)).toBe('请先为描述配置音色');
    const all = { roleHasTimbre: true, descVoiceConfigured: true, chorusVoiceConfigured: true };
    expect(dubbingProblem({ action_type: 'DIALOG', msg: '你好', role_id: 'r1' }, all)).toBeNull();
    expect(Object.keys(DubbingMessage)).toHaveLength(8);
  });
});

describe('pictures and resources', () => {
  it('keeps the spec codes', () => {
    expect(PictureSourceType).toEqual({ MATERIAL: 1, AI: 2, CHARTLET: 3, AI_COMPOSE: 4 });
    expect(Object.values(MatchingResourceKind)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([
      ResourceOverwriteConfirm.title,
      ResourceOverwriteConfirm.confirmText,
      ResourceOverwriteConfirm.cancelText,
    ]).toEqual(['重名资源将被覆盖', '继续', '取消']);
  });
});

describe('ai', () => {
  it('maps ai_chat levels to models', () => {
    expect(allowedChatModels(0)).toEqual([]);
    expect(allowedChatModels(1)).toEqual(['qwen']);
    expect(allowedChatModels(2)).toEqual(['qwen']);
    expect(allowedChatModels(3)).toEqual(['qwen', 'gpt-3.5']);
    expect(allowedChatModels(4)).toEqual(['qwen', 'gpt-3.5', 'gpt-4']);
    expect(canUseNovelToScript({ ai_chat: 1, novel_to_script: 1 })).toBe(true);
    expect(canUseNovelToScript({ ai_chat: 0, novel_to_script: 1 })).toBe(false);
  });
  it('keeps the exact messages', () => {
    expect(ChatErrorMessage.httpError).toBe('接口超时无响应，请联系相关人员处理~');
    expect(Object.keys(DrawFailureMessage)).toHaveLength(13);
    expect(DrawFailureMessage.segment).toBe('自动图像分割失败');
  });
  it('checks picture-match text length', () => {
    expect(ZPictureMatchText.safeParse('字'.repeat(19)).error?.issues[0]?.message).toBe(
      '配图文本不能少于20个字',
    );
    expect(ZPictureMatchText.safeParse('字'.repeat(1001)).error?.issues[0]?.message).toBe(
      '配图文本不能超过1000个字',
    );
    expect(ZPictureMatchText.safeParse('字'.repeat(20)).success).toBe(true);
  });
});

describe('materials and history', () => {
  it('defaults the list query', () => {
    expect(ZMaterialListQuery.parse({})).toEqual({ page_index: 1, page_size: 20, cat1: 'all', sort: 'COMP' });
    expect(ZMaterialListQuery.safeParse({ cat1: 'xx' }).success).toBe(false);
    expect(Object.keys(MaterialCategoryLabel)).toHaveLength(12);
  });
  it('accepts 0 and 6001 as a saved document', () => {
    expect([0, 6001, 304, 4000].map(isAcceptedDocUpdate)).toEqual([true, true, false, false]);
  });
});

describe('types derived from the enums', () => {
  it('narrows zod outputs to the spec values', () => {
    expectTypeOf(ZWorkFrom.parse(0)).toEqualTypeOf<0 | 1>();
    expectTypeOf(ZIdeaDocType.parse(1)).toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6 | 99>();
    expectTypeOf(ZTargetGroup.parse('A')).toEqualTypeOf<'A' | 'M' | 'F'>();
  });
  it('keeps the history message in step with the status table', () => {
    expect(HISTORY_DUPLICATE_MESSAGE).toBe(StatusMessage[Status.HISTORY_UNCHANGED]);
  });
});
