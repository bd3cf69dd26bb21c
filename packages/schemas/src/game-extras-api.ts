import { z } from 'zod';
import { zStringEnum } from './enum-utils';
import { zBoardNumber } from './game';
import { ZGameAssignment, ZGameCondition, ZGameEdge, ZGameNode } from './game-board';
import { zId } from './ids';

// Templates (a work's saved groups of nodes), events (game v2 `event`) and control panels of a board.

const templateName = z
  .string({ error: '请输入模板名称' })
  .trim()
  .min(1, '请输入模板名称')
  .max(50, '模板名称不能超过50个字');

/** What a template holds: nodes and the edges between them, as the board stores them. */
export const ZGameTemplateContent = z.object({
  nodes: z.array(ZGameNode).max(500, '模板最多500个节点'),
  edges: z.array(ZGameEdge).max(1000, '模板最多1000条连线'),
  /** The board variables its nodes and edges refer to, with their names (matched by name when applied). */
  variables: z
    .array(
      z.object({
        var_id: z.string().max(64, 'var_id 不能超过64个字'),
        name: z.string().max(100, '变量名称不能超过100个字'),
      }),
    )
    .max(500, '模板最多引用500个变量')
    .optional(),
});
/** A template's content. */
export type TGameTemplateContent = z.infer<typeof ZGameTemplateContent>;

/**
 * `POST game/v3/template`: from `content`, or from a board's selected nodes (`board_id` and
 * `node_ids`: those nodes and the edges among them).
 */
export const ZGameTemplateAdd = z.object({
  project_id: zId('project_id'),
  template_name: templateName,
  desc: z.string().max(500, 'desc 不能超过500个字').optional(),
  content: ZGameTemplateContent.optional(),
  board_id: zId('board_id').optional(),
  node_ids: z.array(zId('node_ids')).max(500, '模板最多500个节点').optional(),
});

/** `PUT game/v3/template`. */
export const ZGameTemplateUpdate = z.object({
  template_id: zId('template_id'),
  template_name: templateName.optional(),
  desc: z.string().max(500, 'desc 不能超过500个字').optional(),
  content: ZGameTemplateContent.optional(),
});

/** Calls that name one template. */
export const ZGameTemplateRef = z.object({ template_id: zId('template_id') });

/** A template of a work. */
export const ZGameTemplateItem = z.object({
  template_id: z.string(),
  template_name: z.string(),
  desc: z.string(),
  node_count: z.number().int(),
  content: ZGameTemplateContent,
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
/** A template of a work. */
export type TGameTemplateItem = z.infer<typeof ZGameTemplateItem>;

/** `GET game/v3/template?project_id=`: the work's templates, newest first, with the caller's abilities. */
export const ZGameTemplateList = z.object({
  list: z.array(ZGameTemplateItem),
  total: z.number().int(),
  abilities: z.object({ can_write: z.boolean() }),
});

/** `POST game/v3/template/apply`: stamps a template onto a board with its top-left corner at x, y. */
export const ZGameTemplateApply = z.object({
  board_id: zId('board_id'),
  template_id: zId('template_id'),
  x: zBoardNumber('x').default(0),
  y: zBoardNumber('y').default(0),
});

/** What starts an event. */
export const GameEventTrigger = {
  /** The player reaches a node (`node_id`). */
  ENTER_NODE: 'ENTER_NODE',
  /** The player leaves a node (`node_id`). */
  LEAVE_NODE: 'LEAVE_NODE',
  /** A condition over a variable becomes true (`condition`). */
  CONDITION: 'CONDITION',
} as const;

/** Chinese names of the triggers. */
export const GameEventTriggerLabel: Record<keyof typeof GameEventTrigger, string> = {
  ENTER_NODE: '进入节点时',
  LEAVE_NODE: '离开节点时',
  CONDITION: '变量满足条件时',
};

/** An event's fields (no defaults: updates send only what changes). */
export const ZGameEventFields = z.object({
  event_name: z.string().trim().min(1, '请输入事件名称').max(50, '事件名称不能超过50个字'),
  trigger: zStringEnum(GameEventTrigger, 'trigger'),
  node_id: zId('node_id').optional(),
  condition: ZGameCondition.optional(),
  /** What the event does to variables, in order. */
  assignments: z.array(ZGameAssignment).max(200, 'assignments 最多200条').optional(),
  /** A message shown to the player. */
  message: z.string().max(2000, 'message 不能超过2000个字').optional(),
  /** A node the story jumps to. */
  target_node_id: zId('target_node_id').optional(),
  /** Whether it fires once per play-through or every time. */
  once: z.boolean().optional(),
});

/** `POST game/v2/event`. */
export const ZGameEventAdd = ZGameEventFields.extend({ board_id: zId('board_id') });
/** `PUT game/v2/event`. */
export const ZGameEventUpdate = ZGameEventFields.partial().extend({
  board_id: zId('board_id'),
  event_id: zId('event_id'),
});
/** Calls that name one event. */
export const ZGameEventRef = z.object({ board_id: zId('board_id'), event_id: zId('event_id') });
/** An event on the board. */
export const ZGameEventItem = ZGameEventFields.extend({ event_id: z.string() });
/** An event on the board. */
export type TGameEventItem = z.infer<typeof ZGameEventItem>;
/** What starts an event. */
export type TGameEventTrigger = TGameEventItem['trigger'];
/** `GET game/v2/event`. */
export const ZGameEventList = z.object({ list: z.array(ZGameEventItem), total: z.number().int() });

/** How a control panel shows a variable. */
export const GamePanelDisplay = { NUMBER: 'NUMBER', BAR: 'BAR', TEXT: 'TEXT', LIST: 'LIST' } as const;

/** Chinese names of the ways a panel shows a variable. */
export const GamePanelDisplayLabel: Record<keyof typeof GamePanelDisplay, string> = {
  NUMBER: '数值',
  BAR: '进度条',
  TEXT: '文字',
  LIST: '列表',
};

/** One row of a control panel: a variable, labelled, shown a certain way. */
export const ZGamePanelItem = z.object({
  var_id: zId('var_id'),
  label: z.string().max(50, 'label 不能超过50个字').optional(),
  display: zStringEnum(GamePanelDisplay, 'display').optional(),
});

/** A control panel's fields (what the player sees of the variables while playing). */
export const ZGamePanelFields = z.object({
  panel_name: z.string().trim().min(1, '请输入面板名称').max(50, '面板名称不能超过50个字'),
  items: z.array(ZGamePanelItem).max(100, 'items 最多100个'),
  visible: z.boolean(),
  x: zBoardNumber('x').optional(),
  y: zBoardNumber('y').optional(),
});

/** `POST game/v3/panel`: visible, without rows unless told. */
export const ZGamePanelAdd = ZGamePanelFields.extend({
  board_id: zId('board_id'),
  items: ZGamePanelFields.shape.items.default([]),
  visible: z.boolean().default(true),
});
/** `PUT game/v3/panel`. */
export const ZGamePanelUpdate = ZGamePanelFields.partial().extend({
  board_id: zId('board_id'),
  panel_id: zId('panel_id'),
});
/** Calls that name one panel. */
export const ZGamePanelRef = z.object({ board_id: zId('board_id'), panel_id: zId('panel_id') });
/** A panel on the board. */
export const ZGamePanelItemRow = ZGamePanelFields.extend({ panel_id: z.string() });
/** A panel on the board. */
export type TGamePanelRow = z.infer<typeof ZGamePanelItemRow>;
/** One row of a panel. */
export type TGamePanelItem = z.infer<typeof ZGamePanelItem>;
/** How a panel shows a variable. */
export type TGamePanelDisplay = NonNullable<TGamePanelItem['display']>;
/** `GET game/v3/panel`. */
export const ZGamePanelList = z.object({ list: z.array(ZGamePanelItemRow), total: z.number().int() });
