import { z } from 'zod';
import { type ValueOf, zStringEnum } from './enum-utils';

/** The 15 node kinds of the branching-story board (spec 02 section 3). */
export const GameNodeKind = {
  START: 'START',
  ROLE_DESIGN: 'ROLE_DESIGN',
  IMAP: 'IMAP',
  LOOK_FOR_EVID: 'LOOK_FOR_EVID',
  PLOT: 'PLOT',
  VIDEO: 'VIDEO',
  BRANCH: 'BRANCH',
  SET: 'SET',
  LOGIC: 'LOGIC',
  CUSTOM: 'CUSTOM',
  LINK: 'LINK',
  MESSAGE: 'MESSAGE',
  INPUT: 'INPUT',
  AI_CONVERSATION: 'AI_CONVERSATION',
  END: 'END',
} as const;
/** One game node kind. */
export type TGameNodeKind = ValueOf<typeof GameNodeKind>;
/** All node kinds in board-palette order. */
export const GAME_NODE_KINDS = Object.values(GameNodeKind);
/** Zod enum of game node kinds. */
export const ZGameNodeKind = zStringEnum(GameNodeKind, 'node_type');
/** Chinese labels of node kinds, as the board palette shows them. */
export const GameNodeKindLabel: Record<TGameNodeKind, string> = {
  START: '开始',
  ROLE_DESIGN: '角色设定',
  IMAP: '互动地图',
  LOOK_FOR_EVID: '搜证',
  PLOT: '剧情',
  VIDEO: '视频',
  BRANCH: '分支选项',
  SET: '变量赋值',
  LOGIC: '条件判断',
  CUSTOM: '自定义',
  LINK: '跳转',
  MESSAGE: '消息',
  INPUT: '玩家输入',
  AI_CONVERSATION: 'AI对话',
  END: '结束',
};

/** Kind of a line inside a PLOT node: spoken dialogue, description, or chorus (narration). */
export const PlotActionType = { DIALOG: 'DIALOG', DESC: 'DESC', CHORUS: 'CHORUS' } as const;
/** One plot action type. */
export type TPlotActionType = ValueOf<typeof PlotActionType>;
/** Zod enum of plot action types. */
export const ZPlotActionType = zStringEnum(PlotActionType, 'action_type');
/** Chinese labels of plot action types. */
export const PlotActionTypeLabel: Record<TPlotActionType, string> = {
  DIALOG: '对话',
  DESC: '描述',
  CHORUS: '旁白',
};

/** Source of a plot action's dubbing; the spec names only AI. */
export const DubbingSourceType = { AI: 'AI' } as const;

/**
 * A plot action with its dubbing fields (spec 02 section 3). `action_type` and `role_id` are not in
 * the spec's field list but the dubbing rules need them (DIALOG needs a chosen role).
 */
export const ZPlotAction = z.object({
  action_type: ZPlotActionType,
  role_id: z.string().optional(),
  msg: z.string().max(2000, 'msg 不能超过2000个字').default(''),
  v_type: z.string().optional(),
  v_model: z.string().optional(),
  v_emotion: z.string().optional(),
  v_pitch: z.number().optional(),
  v_speed: z.number().optional(),
  v_volume: z.number().optional(),
  dubbing_url: z.string().optional(),
  timbre_type: z.string().optional(),
  dubbing_source_type: z.literal(DubbingSourceType.AI).optional(),
  dubbing_name: z.string().optional(),
});
/** A plot action. */
export type TPlotAction = z.infer<typeof ZPlotAction>;

/** Dubbing progress of a plot action. */
export const DubbingState = { IN_PROGRESS: 'IN_PROGRESS', DONE: 'DONE', FAILED: 'FAILED' } as const;
/** One dubbing state. */
export type TDubbingState = ValueOf<typeof DubbingState>;
/** Chinese labels of dubbing states. */
export const DubbingStateLabel: Record<TDubbingState, string> = {
  IN_PROGRESS: '配音中',
  DONE: '配音完成',
  FAILED: '配音失败',
};

/** Messages of the dubbing checks, exactly as spec 02 section 5. */
export const DubbingMessage = {
  dialogTextRequired: '请先输入对话内容',
  descTextRequired: '请先输入描述内容',
  chorusTextRequired: '请先输入旁白内容',
  typeNotSupported: '当前类型不支持配音',
  roleRequired: '请选择角色',
  roleTimbreRequired: '请先为该角色配置配音',
  chorusVoiceRequired: '请先为旁白配置音色',
  descVoiceRequired: '请先为描述配置音色',
} as const;

/** What the dubbing check needs to know beyond the action itself. */
export interface TDubbingContext {
  /** Whether the chosen role (action.role_id) has a configured timbre. */
  roleHasTimbre: boolean;
  /** Whether a voice is configured for description lines. */
  descVoiceConfigured: boolean;
  /** Whether a voice is configured for chorus (narration) lines. */
  chorusVoiceConfigured: boolean;
}

/**
 * Checks whether a plot action can be dubbed; answers the Chinese message to show, or null.
 * Text comes first so the writer fixes the line before configuring voices.
 */
export const dubbingProblem = (
  action: { action_type: string; msg?: string | null; role_id?: string | null },
  ctx: TDubbingContext,
): string | null => {
  const hasText = (action.msg ?? '').trim() !== '';
  switch (action.action_type) {
    case PlotActionType.DIALOG:
      if (!hasText) return DubbingMessage.dialogTextRequired;
      if (!action.role_id) return DubbingMessage.roleRequired;
      return ctx.roleHasTimbre ? null : DubbingMessage.roleTimbreRequired;
    case PlotActionType.DESC:
      if (!hasText) return DubbingMessage.descTextRequired;
      return ctx.descVoiceConfigured ? null : DubbingMessage.descVoiceRequired;
    case PlotActionType.CHORUS:
      if (!hasText) return DubbingMessage.chorusTextRequired;
      return ctx.chorusVoiceConfigured ? null : DubbingMessage.chorusVoiceRequired;
    default:
      return DubbingMessage.typeNotSupported;
  }
};

/** Scope of a game variable: public (global), per role, or random. */
export const VariableScope = { PUBLIC: 'public', ROLE: 'role', RANDOM: 'random' } as const;
/** One variable scope. */
export type TVariableScope = ValueOf<typeof VariableScope>;
/** Zod enum of variable scopes. */
export const ZVariableScope = zStringEnum(VariableScope, 'scope');
/** Chinese labels of variable scopes. */
export const VariableScopeLabel: Record<TVariableScope, string> = {
  public: '全局变量',
  role: '角色变量',
  random: '随机变量',
};

/** Messages of the variable editor. Any failure of the name check shows duplicateName (spec 02 §5, §8). */
export const GameVariableMessage = {
  duplicateName: '变量名称不允许重复',
  nameRequired: '请输入变量名称',
} as const;

/** Value type of a numeric variable: whole numbers or decimals. */
export const NumericVarType = { INT: 'INT', FLOAT: 'FLOAT' } as const;
/** One numeric value type. */
export type TNumericVarType = ValueOf<typeof NumericVarType>;
/** Zod enum of numeric value types. */
export const ZNumericVarType = zStringEnum(NumericVarType, 'var_type');
/** Chinese labels of numeric value types. */
export const NumericVarTypeLabel: Record<TNumericVarType, string> = { INT: '整数', FLOAT: '小数' };

/** Element type of an array variable: numbers, text, or goods (then `good_type` names which). */
export const ArrayVarType = { NUMBER: 'NUMBER', TEXT: 'TEXT', GOOD: 'GOOD' } as const;
/** One array element type. */
export type TArrayVarType = ValueOf<typeof ArrayVarType>;
/** Zod enum of array element types. */
export const ZArrayVarType = zStringEnum(ArrayVarType, 'var_type');
/** Chinese labels of array element types. */
export const ArrayVarTypeLabel: Record<TArrayVarType, string> = {
  NUMBER: '数字',
  TEXT: '文本',
  GOOD: '物品',
};

/** A variable name: required, at most 50 characters (uniqueness is the service's name check). */
const zVarName = (field: string) =>
  z
    .string({ error: GameVariableMessage.nameRequired })
    .trim()
    .min(1, GameVariableMessage.nameRequired)
    .max(50, `${field} 不能超过50个字`);

/** Bounds of numbers a board stores (positions, values): finite and far from float trouble. */
export const zBoardNumber = (field: string) =>
  z
    .number({ error: `${field} 应为数字` })
    .min(-1e9, `${field} 超出范围`)
    .max(1e9, `${field} 超出范围`);

/**
 * The fields of a numeric game variable (no defaults: updates send only what changes). `var_type` is its value type and `scope` its scope (the issue fixes both
 * names; spec 02 lists var_type beside the three scopes, see docs/decisions.md "Game v3").
 */
export const ZGameNumericFields = z.object({
  var_name: zVarName('var_name'),
  var_type: ZNumericVarType,
  scope: ZVariableScope,
  init_value: zBoardNumber('init_value'),
  min_value: zBoardNumber('min_value').optional(),
  max_value: zBoardNumber('max_value').optional(),
  desc: z.string().max(500, 'desc 不能超过500个字').optional(),
});
/** A new numeric variable: whole numbers, public, starting at 0 unless told otherwise. */
export const ZGameNumeric = ZGameNumericFields.extend({
  var_type: ZNumericVarType.default(NumericVarType.INT),
  scope: ZVariableScope.default(VariableScope.PUBLIC),
  init_value: zBoardNumber('init_value').default(0),
});
/** A numeric game variable. */
export type TGameNumeric = z.infer<typeof ZGameNumeric>;

/** The fields of a game array (a list of numbers, texts or goods of one type), without defaults. */
export const ZGameArrayFields = z.object({
  name: zVarName('name'),
  var_type: ZArrayVarType,
  good_type: z.string().trim().max(64, 'good_type 不合法').optional(),
  scope: ZVariableScope,
  desc: z.string().max(500, 'desc 不能超过500个字').optional(),
});
/** A new game array: numbers, public, unless told otherwise. */
export const ZGameArray = ZGameArrayFields.extend({
  var_type: ZArrayVarType.default(ArrayVarType.NUMBER),
  scope: ZVariableScope.default(VariableScope.PUBLIC),
});
/** A game array. */
export type TGameArray = z.infer<typeof ZGameArray>;

/** A game good (item). */
export const ZGameGood = z.object({
  good_name: z.string().trim().min(1, '请输入物品名称').max(50, '物品名称不能超过50个字'),
  good_type: z.object({
    type_id: z.string().trim().min(1, '请选择物品类型').max(64, 'type_id 不合法'),
    type_name: z.string().trim().max(50, 'type_name 不能超过50个字').optional(),
  }),
  desc: z.string().max(500, 'desc 不能超过500个字').optional(),
  /** Its picture from the work's media library (an IMAGE resource id; '' for none). */
  icon_resource_id: z.string().trim().max(64, 'icon_resource_id 不合法').optional(),
});
/** A game good. */
export type TGameGood = z.infer<typeof ZGameGood>;

/** True when `name` collides with an existing variable name (case and surrounding spaces ignored). */
export const isDuplicateVariableName = (name: string, existing: readonly string[]): boolean => {
  const key = name.trim().toLowerCase();
  return existing.some((n) => n.trim().toLowerCase() === key);
};

/** Constants of the game editor (spec 02 sections 4 and 9). */
export const GameLimits = {
  /** Page size of the goods list in the variable tree (asks for everything at once). */
  goodsPageSize: 99_999,
  /** Dubbing sync runs without a client timeout (0 = none). */
  dubbingSyncTimeoutMs: 0,
} as const;
