import { z } from 'zod';
import { ZGameBoardRef } from '../game-api';
import {
  ZGamePlotActionAdd,
  ZGamePlotActionList,
  ZGamePlotActionRef,
  ZGamePlotActionUpdate,
  ZGamePlotNodeRef,
  ZGamePlotRoleList,
  ZGameScreenplay,
} from '../game-plot-api';
import { defineCall } from './define';

// Game v3 lines of PLOT nodes (each keeps its line id when edited or moved), the board's roles and
// the board read as a screenplay. Writes go through the live board like every board write.

const PLOT_ACTION = '/ixj_web/game/v3/plot_action';
const DIGRAPH = '/ixj_web/game/v3/digraph';
const ROLES = '/ixj_web/game/v3/plot_role_list';
const SCREENPLAY = '/ixj_web/game/v3/screenplay';

/** `GET /ixj_web/game/v3/plot_action`: 剧情节点的台词列表. */
export const gamePlotActionList = defineCall({
  method: 'GET',
  path: PLOT_ACTION,
  service: 'main',
  area: 'game',
  summary: '剧情节点的台词列表',
  auth: 'user',
  input: ZGamePlotNodeRef,
  output: ZGamePlotActionList,
});

/** `POST /ixj_web/game/v3/plot_action`: 给剧情节点添加台词. */
export const gamePlotActionAdd = defineCall({
  method: 'POST',
  path: PLOT_ACTION,
  service: 'main',
  area: 'game',
  summary: '给剧情节点添加台词',
  auth: 'user',
  input: ZGamePlotActionAdd,
  output: z.object({ line_id: z.string() }),
  invalidates: [PLOT_ACTION, DIGRAPH, ROLES, SCREENPLAY],
});

/** `PUT /ixj_web/game/v3/plot_action`: 修改或移动台词（台词 ID 不变）. */
export const gamePlotActionUpdate = defineCall({
  method: 'PUT',
  path: PLOT_ACTION,
  service: 'main',
  area: 'game',
  summary: '修改或移动台词（台词 ID 不变）',
  auth: 'user',
  input: ZGamePlotActionUpdate,
  output: z.object({ line_id: z.string() }),
  invalidates: [PLOT_ACTION, DIGRAPH, ROLES, SCREENPLAY],
});

/** `DELETE /ixj_web/game/v3/plot_action`: 删除台词. */
export const gamePlotActionDelete = defineCall({
  method: 'DELETE',
  path: PLOT_ACTION,
  service: 'main',
  area: 'game',
  summary: '删除台词',
  auth: 'user',
  input: ZGamePlotActionRef,
  output: z.object({ line_id: z.string() }),
  invalidates: [PLOT_ACTION, DIGRAPH, ROLES, SCREENPLAY],
});

/** `GET /ixj_web/game/v3/plot_role_list`: 画布里说话的角色（台词数、所在节点）. */
export const gamePlotRoleList = defineCall({
  method: 'GET',
  path: ROLES,
  service: 'main',
  area: 'game',
  summary: '画布里说话的角色（台词数、所在节点）',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGamePlotRoleList,
});

/** `GET /ixj_web/game/v3/screenplay`: 把画布按路线读成剧本. */
export const gameScreenplay = defineCall({
  method: 'GET',
  path: SCREENPLAY,
  service: 'main',
  area: 'game',
  summary: '把画布按路线读成剧本',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGameScreenplay,
});
