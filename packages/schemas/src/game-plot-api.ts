import { z } from 'zod';
import { ZGameNodeKind } from './game';
import { ZGamePlotAction } from './game-board';
import { zId } from './ids';

// Requests and answers of plot_action (the lines of a PLOT node, each with a stable line id),
// plot_role_list and screenplay.

/** A plot action's fields as a call sends them (the line id is the board's to give). */
const ZActionFields = ZGamePlotAction.omit({ line_id: true });

/** Where a line goes in its node: 0 is first; past the end (or left out) appends. */
const zIndex = z
  .number({ error: 'index 应为数字' })
  .int('index 应为整数')
  .min(0, 'index 不能小于0')
  .max(10_000, 'index 超出范围');

/** Calls that name one PLOT node. */
export const ZGamePlotNodeRef = z.object({ board_id: zId('board_id'), node_id: zId('node_id') });

/** `POST game/v3/plot_action`: adds a line to a PLOT node. */
export const ZGamePlotActionAdd = ZActionFields.extend({
  board_id: zId('board_id'),
  node_id: zId('node_id'),
  index: zIndex.optional(),
});

/** `PUT game/v3/plot_action`: the fields sent replace the line's; `index` moves it (its line id stays). */
export const ZGamePlotActionUpdate = ZActionFields.partial().extend({
  board_id: zId('board_id'),
  node_id: zId('node_id'),
  line_id: zId('line_id'),
  index: zIndex.optional(),
});

/** Calls that name one line. */
export const ZGamePlotActionRef = z.object({
  board_id: zId('board_id'),
  node_id: zId('node_id'),
  line_id: zId('line_id'),
});

/** A line as the list answers it: always with its line id. */
export const ZGamePlotActionItem = ZGamePlotAction.extend({ line_id: z.string() });

/** `GET game/v3/plot_action`: the node's lines in order. */
export const ZGamePlotActionList = z.object({
  list: z.array(ZGamePlotActionItem),
  total: z.number().int(),
});

/** One role of a board: who speaks, how often, and where. */
export const ZGamePlotRole = z.object({
  role_name: z.string(),
  /** The role id the lines chose, when they chose one. */
  role_id: z.string().optional(),
  line_count: z.number().int(),
  /** PLOT nodes where it speaks, and ROLE_DESIGN nodes that define it. */
  node_ids: z.array(z.string()),
});

/** `GET game/v3/plot_role_list`: the roles of the board, most lines first. */
export const ZGamePlotRoleList = z.object({ list: z.array(ZGamePlotRole), total: z.number().int() });

/** One node of the screenplay reading. */
export const ZGameScreenplayScene = z.object({
  node_id: z.string(),
  node_type: ZGameNodeKind,
  name: z.string(),
  /** The node as script lines (`角色：台词`, `△描述`, `旁白：…`, choices as `→ 选项：目标`). */
  lines: z.array(z.string()),
  /** False for nodes no path from START reaches (listed after the story). */
  reachable: z.boolean(),
});

/** `GET game/v3/screenplay`: the board read as a script, following its paths from START. */
export const ZGameScreenplay = z.object({
  board_id: z.string(),
  version: z.number().int(),
  scenes: z.array(ZGameScreenplayScene),
  /** The scenes joined as one text (a heading line per node, a blank line between). */
  text: z.string(),
});
