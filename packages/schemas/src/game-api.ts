import { z } from 'zod';
import {
  ZGameArray,
  ZGameArrayFields,
  ZGameGood,
  ZGameNodeKind,
  ZGameNumeric,
  ZGameNumericFields,
  ZPlotActionType,
  zBoardNumber,
} from './game';
import {
  ZGameBoardContent,
  ZGameEdgeFields,
  ZGameGoodItem,
  ZGameNodeFields,
  ZGameStore,
  ZGameStoreFields,
  ZGameStoreItemRow,
  ZGameVariable,
} from './game-board';
import { zId } from './ids';

// Requests and answers of the game v3 calls (packages/schemas/src/calls/game.ts).

const boardName = z
  .string({ error: '请输入画布名称' })
  .trim()
  .min(1, '请输入画布名称')
  .max(50, '画布名称不能超过50个字');

/** `POST game/v3/board`. */
export const ZGameBoardAdd = z.object({ project_id: zId('project_id'), board_name: boardName });
/** `PUT game/v3/board`: rename. */
export const ZGameBoardRename = z.object({ board_id: zId('board_id'), board_name: boardName });
/** Calls that name one board. */
export const ZGameBoardRef = z.object({ board_id: zId('board_id') });

/** What the caller may do with a board (the web editor opens it read-only without can_write). */
export const ZGameBoardAbilities = z.object({ can_write: z.boolean() });

/** A board in the list of a work. */
export const ZGameBoardItem = z.object({
  board_id: z.string(),
  board_name: z.string(),
  /** The relay document holding the live board, `game:<board_id>`. */
  document: z.string(),
  version: z.number().int(),
  node_count: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
/** A board in the list. */
export type TGameBoardItem = z.infer<typeof ZGameBoardItem>;

/** `GET game/v3/board?project_id=`. */
export const ZGameBoardList = z.object({
  list: z.array(ZGameBoardItem),
  total: z.number().int(),
  abilities: ZGameBoardAbilities,
});

/** `POST game/v3/node`. */
export const ZGameNodeAdd = ZGameNodeFields.extend({
  board_id: zId('board_id'),
  node_type: ZGameNodeKind,
  x: zBoardNumber('x'),
  y: zBoardNumber('y'),
});
/** `PUT game/v3/node`: the fields sent replace the node's. */
export const ZGameNodeUpdate = ZGameNodeFields.extend({
  board_id: zId('board_id'),
  node_id: zId('node_id'),
  node_type: ZGameNodeKind.optional(),
  x: zBoardNumber('x').optional(),
  y: zBoardNumber('y').optional(),
});
/** Calls that name one node. */
export const ZGameNodeRef = z.object({ board_id: zId('board_id'), node_id: zId('node_id') });

/** `POST game/v3/edge`. */
export const ZGameEdgeAdd = ZGameEdgeFields.extend({
  board_id: zId('board_id'),
  source: zId('source'),
  target: zId('target'),
});
/** Calls that name one edge. */
export const ZGameEdgeRef = z.object({ board_id: zId('board_id'), edge_id: zId('edge_id') });

/** `GET game/v3/node_list`: one node, short. */
export const ZGameNodeListItem = z.object({
  node_id: z.string(),
  node_type: ZGameNodeKind,
  name: z.string(),
  x: z.number(),
  y: z.number(),
});
/** `GET game/v3/node_list`. */
export const ZGameNodeList = z.object({ list: z.array(ZGameNodeListItem), total: z.number().int() });

/** `GET game/v3/digraph`: the whole board as of its last checkpoint. */
export const ZGameDigraph = ZGameBoardContent.extend({ board_id: z.string(), version: z.number().int() });

/** `POST game/v3/numeric`. */
export const ZGameNumericAdd = ZGameNumeric.extend({ board_id: zId('board_id') });
/** `PUT game/v3/numeric`: the fields sent replace the variable's. */
export const ZGameNumericUpdate = ZGameNumericFields.partial().extend({
  board_id: zId('board_id'),
  var_id: zId('var_id'),
});
/** `POST game/v3/array`. */
export const ZGameArrayAdd = ZGameArray.extend({ board_id: zId('board_id') });
/** `PUT game/v3/array`. */
export const ZGameArrayUpdate = ZGameArrayFields.partial().extend({
  board_id: zId('board_id'),
  var_id: zId('var_id'),
});
/** Calls that name one variable (numeric or array). */
export const ZGameVariableRef = z.object({ board_id: zId('board_id'), var_id: zId('var_id') });
/** `GET game/v3/numeric` and `array`. */
export const ZGameVariableList = z.object({ list: z.array(ZGameVariable), total: z.number().int() });

/** `POST game/v3/good`. */
export const ZGameGoodAdd = ZGameGood.extend({ board_id: zId('board_id') });
/** `PUT game/v3/good`. */
export const ZGameGoodUpdate = ZGameGood.partial().extend({
  board_id: zId('board_id'),
  good_id: zId('good_id'),
});
/** Calls that name one good. */
export const ZGameGoodRef = z.object({ board_id: zId('board_id'), good_id: zId('good_id') });
/** `GET game/v3/good`. */
export const ZGameGoodList = z.object({ list: z.array(ZGameGoodItem), total: z.number().int() });

/** `POST game/v3/store`. */
export const ZGameStoreAdd = ZGameStore.extend({ board_id: zId('board_id') });
/** `PUT game/v3/store`. */
export const ZGameStoreUpdate = ZGameStoreFields.partial().extend({
  board_id: zId('board_id'),
  store_id: zId('store_id'),
});
/** Calls that name one store. */
export const ZGameStoreRef = z.object({ board_id: zId('board_id'), store_id: zId('store_id') });
/** `GET game/v3/store`. */
export const ZGameStoreList = z.object({ list: z.array(ZGameStoreItemRow), total: z.number().int() });

/** `POST game/v3/parse_plot_action`: pasted script text. */
export const ZParsePlotActionInput = z.object({
  board_id: zId('board_id'),
  text: z.string({ error: '请输入剧本内容' }).max(50_000, 'text 不能超过50000个字'),
});
/** One action parsed from script text (no line id yet: the board gives one when it is added). */
export const ZParsedPlotAction = z.object({
  action_type: ZPlotActionType,
  msg: z.string(),
  role_name: z.string().optional(),
});
/** `POST game/v3/parse_plot_action`: the actions and the role names they use, in order of appearance. */
export const ZParsePlotActionResult = z.object({
  list: z.array(ZParsedPlotAction),
  roles: z.array(z.string()),
});
/** One parsed action. */
export type TParsedPlotAction = z.infer<typeof ZParsedPlotAction>;
