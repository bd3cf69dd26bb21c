import { z } from 'zod';
import { type ValueOf, zStringEnum } from './enum-utils';
import {
  DubbingState,
  ZGameArray,
  ZGameGood,
  ZGameNodeKind,
  ZGameNumeric,
  ZPlotAction,
  zBoardNumber,
} from './game';
import { zId } from './ids';

// The game v3 board as JSON: what `game:<board_id>` holds (apps/api/src/modules/game/board-doc.ts
// keeps the Yjs side), what the checkpoint mirror stores and what digraph answers.

/** Comparison of a condition: a variable against a value. */
export const ConditionOp = {
  EQ: '==',
  NE: '!=',
  GT: '>',
  GE: '>=',
  LT: '<',
  LE: '<=',
  CONTAINS: 'contains',
  NOT_CONTAINS: 'not_contains',
} as const;
/** One comparison. */
export type TConditionOp = ValueOf<typeof ConditionOp>;

/** What a SET assignment does to its variable. */
export const AssignOp = {
  SET: '=',
  ADD: '+=',
  SUB: '-=',
  MUL: '*=',
  DIV: '/=',
  PUSH: 'push',
  REMOVE: 'remove',
} as const;
/** One assignment operation. */
export type TAssignOp = ValueOf<typeof AssignOp>;

/** A value in a condition or assignment: a number or a short text. */
const zValue = z.union([zBoardNumber('value'), z.string().max(200, 'value 不能超过200个字')], {
  error: 'value 应为数字或文字',
});

/** A condition over a variable (on an edge leaving a BRANCH or LOGIC node). */
export const ZGameCondition = z.object({
  var_id: zId('var_id'),
  op: zStringEnum(ConditionOp, 'op'),
  value: zValue,
});
/** A condition. */
export type TGameCondition = z.infer<typeof ZGameCondition>;

/** An assignment of a SET node. */
export const ZGameAssignment = z.object({
  var_id: zId('var_id'),
  op: zStringEnum(AssignOp, 'op'),
  value: zValue,
});
/** An assignment. */
export type TGameAssignment = z.infer<typeof ZGameAssignment>;

/** A plot action on the board: a stable `line_id` (dubbing and translations follow it) and its dubbing state. */
export const ZGamePlotAction = ZPlotAction.extend({
  line_id: zId('line_id').optional(),
  role_name: z.string().max(50, 'role_name 不能超过50个字').optional(),
  dubbing_state: zStringEnum(DubbingState, 'dubbing_state').optional(),
});
/** A plot action on the board. */
export type TGamePlotAction = z.infer<typeof ZGamePlotAction>;

/** A voice (spec 02 section 3's v_* fields): a ROLE_DESIGN node's role voice, or one line's own. */
export const ZGameVoiceFields = ZPlotAction.pick({
  v_type: true,
  v_model: true,
  v_emotion: true,
  v_pitch: true,
  v_speed: true,
  v_volume: true,
});
/** A voice. */
export type TGameVoiceFields = z.infer<typeof ZGameVoiceFields>;

/** The fields a node may carry besides its kind and position (each kind uses some of them). */
export const ZGameNodeFields = z.object({
  /** ROLE_DESIGN: the role's voice, which its DIALOG lines are dubbed with (角色设定). */
  ...ZGameVoiceFields.shape,
  /** Title shown on the board. */
  name: z.string().max(100, 'name 不能超过100个字').optional(),
  /** Text of MESSAGE, INPUT (prompt), CUSTOM and similar nodes. */
  text: z.string().max(5000, 'text 不能超过5000个字').optional(),
  /** PLOT: the lines, in order. */
  actions: z.array(ZGamePlotAction).max(500, 'actions 最多500条').optional(),
  /** SET: the assignments, in order. */
  assignments: z.array(ZGameAssignment).max(200, 'assignments 最多200条').optional(),
  /** LINK: the node it jumps to. */
  link_node_id: zId('link_node_id').optional(),
  /** VIDEO and picture-holding nodes: the game resource shown. */
  resource_id: zId('resource_id').optional(),
  width: zBoardNumber('width').optional(),
  height: zBoardNumber('height').optional(),
});

/** A node of the board. */
export const ZGameNode = ZGameNodeFields.extend({
  node_id: z.string(),
  node_type: ZGameNodeKind,
  x: z.number(),
  y: z.number(),
});
/** A node of the board. */
export type TGameNode = z.infer<typeof ZGameNode>;

/** The fields an edge may carry besides its ends. */
export const ZGameEdgeFields = z.object({
  source_handle: z.string().max(64, 'source_handle 不合法').optional(),
  target_handle: z.string().max(64, 'target_handle 不合法').optional(),
  label: z.string().max(100, 'label 不能超过100个字').optional(),
  /** Taken only when the condition holds (edges leaving BRANCH and LOGIC nodes). */
  condition: ZGameCondition.optional(),
  /** The path a BRANCH takes when no condition holds. */
  is_default: z.boolean().optional(),
});

/** An edge of the board. */
export const ZGameEdge = ZGameEdgeFields.extend({
  edge_id: z.string(),
  source: z.string(),
  target: z.string(),
});
/** An edge of the board. */
export type TGameEdge = z.infer<typeof ZGameEdge>;

/** A variable as the board holds it: numeric or array, told apart by `kind`. */
export const ZGameVariable = z.discriminatedUnion('kind', [
  ZGameNumeric.extend({ var_id: z.string(), kind: z.literal('numeric') }),
  ZGameArray.extend({ var_id: z.string(), kind: z.literal('array') }),
]);
/** A variable on the board. */
export type TGameVariable = z.infer<typeof ZGameVariable>;

/** A good on the board. */
export const ZGameGoodItem = ZGameGood.extend({ good_id: z.string() });
/** A good on the board. */
export type TGameGoodItem = z.infer<typeof ZGameGoodItem>;

/** One thing a store sells: a good, for an amount of a numeric variable (the currency). */
export const ZGameStoreItem = z.object({
  good_id: zId('good_id'),
  currency_var_id: zId('currency_var_id'),
  price: zBoardNumber('price').min(0, 'price 不能小于0'),
  /** How many the store has (absent: no limit); the play-test console refuses a purchase past it. */
  stock: z
    .number({ error: 'stock 应为整数' })
    .int('stock 应为整数')
    .min(0, 'stock 不能小于0')
    .max(1_000_000, 'stock 超出范围')
    .optional(),
});

/** A store's editable fields (no defaults: updates send only what changes). */
export const ZGameStoreFields = z.object({
  store_name: z.string().trim().min(1, '请输入商店名称').max(50, '商店名称不能超过50个字'),
  items: z.array(ZGameStoreItem).max(300, 'items 最多300个'),
});
/** A new store (no items unless told). */
export const ZGameStore = ZGameStoreFields.extend({ items: ZGameStoreFields.shape.items.default([]) });
/** A store on the board. */
export const ZGameStoreItemRow = ZGameStore.extend({ store_id: z.string() });
/** A store on the board. */
export type TGameStore = z.infer<typeof ZGameStoreItemRow>;

/** Longest title of a group frame. */
export const GAME_GROUP_TITLE_MAX = 50;

/**
 * A group frame on the board: a titled rectangle behind nodes. Membership is by place, not stored:
 * the nodes lying wholly inside the frame move with it (docs/decisions.md "Game board group frames").
 */
export const ZGameGroup = z.object({
  group_id: z.string(),
  title: z.string().max(GAME_GROUP_TITLE_MAX, `分组标题不能超过${GAME_GROUP_TITLE_MAX}个字`),
  x: zBoardNumber('x'),
  y: zBoardNumber('y'),
  width: zBoardNumber('width').min(1, 'width 应大于0'),
  height: zBoardNumber('height').min(1, 'height 应大于0'),
});
/** A group frame. */
export type TGameGroup = z.infer<typeof ZGameGroup>;

/** The whole board as JSON (digraph, the checkpoint mirror, the checker's input). */
export const ZGameBoardContent = z.object({
  nodes: z.array(ZGameNode),
  edges: z.array(ZGameEdge),
  variables: z.array(ZGameVariable),
  goods: z.array(ZGameGoodItem),
  stores: z.array(ZGameStoreItemRow),
  /** Events and control panels: kept as their editors write them (their calls come later). */
  events: z.array(z.record(z.string(), z.unknown())),
  panels: z.array(z.record(z.string(), z.unknown())),
  /** Group frames (boards saved before frames existed read as having none). */
  groups: z.array(ZGameGroup),
});
/** The whole board as JSON. */
export type TGameBoardContent = z.infer<typeof ZGameBoardContent>;

/** An empty board. */
export const emptyGameBoard = (): TGameBoardContent => ({
  nodes: [],
  edges: [],
  variables: [],
  goods: [],
  stores: [],
  events: [],
  panels: [],
  groups: [],
});
