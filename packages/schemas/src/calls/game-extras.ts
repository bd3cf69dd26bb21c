import { z } from 'zod';
import { ZProjectScopedQuery } from '../docs-api';
import { ZGameBoardRef } from '../game-api';
import {
  ZGameEventAdd,
  ZGameEventList,
  ZGameEventRef,
  ZGameEventUpdate,
  ZGamePanelAdd,
  ZGamePanelList,
  ZGamePanelRef,
  ZGamePanelUpdate,
  ZGameTemplateAdd,
  ZGameTemplateApply,
  ZGameTemplateList,
  ZGameTemplateRef,
  ZGameTemplateUpdate,
} from '../game-extras-api';
import { defineCall } from './define';

// Game templates (a work's saved node groups, stamped onto boards), events (the v2 `event` call)
// and control panels. Templates are rows of the work; events and panels live in the board's Yjs
// document like its nodes. Reads need membership; writes WriteWork.

const TEMPLATE = '/ixj_web/game/v3/template';
const EVENT = '/ixj_web/game/v2/event';
const PANEL = '/ixj_web/game/v3/panel';
const DIGRAPH = '/ixj_web/game/v3/digraph';
const NODE_LIST = '/ixj_web/game/v3/node_list';

/** `GET /ixj_web/game/v3/template`: 游戏模板列表. */
export const gameTemplateList = defineCall({
  method: 'GET',
  path: TEMPLATE,
  service: 'main',
  area: 'game',
  summary: '游戏模板列表',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: ZGameTemplateList,
});

/** `POST /ixj_web/game/v3/template`: 新建游戏模板. */
export const gameTemplateAdd = defineCall({
  method: 'POST',
  path: TEMPLATE,
  service: 'main',
  area: 'game',
  summary: '新建游戏模板',
  auth: 'user',
  input: ZGameTemplateAdd,
  output: z.object({ template_id: z.string() }),
  invalidates: [TEMPLATE],
});

/** `PUT /ixj_web/game/v3/template`: 修改游戏模板. */
export const gameTemplateUpdate = defineCall({
  method: 'PUT',
  path: TEMPLATE,
  service: 'main',
  area: 'game',
  summary: '修改游戏模板',
  auth: 'user',
  input: ZGameTemplateUpdate,
  output: z.object({ template_id: z.string() }),
  invalidates: [TEMPLATE],
});

/** `DELETE /ixj_web/game/v3/template`: 删除游戏模板. */
export const gameTemplateDelete = defineCall({
  method: 'DELETE',
  path: TEMPLATE,
  service: 'main',
  area: 'game',
  summary: '删除游戏模板',
  auth: 'user',
  input: ZGameTemplateRef,
  output: z.object({ template_id: z.string() }),
  invalidates: [TEMPLATE],
});

/** `POST /ixj_web/game/v3/template/apply`: 把模板放到画布上（新的节点和连线）. */
export const gameTemplateApply = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/template/apply',
  service: 'main',
  area: 'game',
  summary: '把模板放到画布上（新的节点和连线）',
  auth: 'user',
  input: ZGameTemplateApply,
  output: z.object({
    node_ids: z.array(z.string()),
    edge_ids: z.array(z.string()),
    /** Variables the template refers to that the board has no variable of the same name for. */
    unmatched_variables: z.array(z.string()),
  }),
  invalidates: [NODE_LIST, DIGRAPH],
});

/** `GET /ixj_web/game/v2/event`: 事件列表. */
export const gameEventList = defineCall({
  method: 'GET',
  path: EVENT,
  service: 'main',
  area: 'game',
  summary: '事件列表',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGameEventList,
});

/** `POST /ixj_web/game/v2/event`: 新建事件. */
export const gameEventAdd = defineCall({
  method: 'POST',
  path: EVENT,
  service: 'main',
  area: 'game',
  summary: '新建事件',
  auth: 'user',
  input: ZGameEventAdd,
  output: z.object({ event_id: z.string() }),
  invalidates: [EVENT, DIGRAPH],
});

/** `PUT /ixj_web/game/v2/event`: 修改事件. */
export const gameEventUpdate = defineCall({
  method: 'PUT',
  path: EVENT,
  service: 'main',
  area: 'game',
  summary: '修改事件',
  auth: 'user',
  input: ZGameEventUpdate,
  output: z.object({ event_id: z.string() }),
  invalidates: [EVENT, DIGRAPH],
});

/** `DELETE /ixj_web/game/v2/event`: 删除事件. */
export const gameEventDelete = defineCall({
  method: 'DELETE',
  path: EVENT,
  service: 'main',
  area: 'game',
  summary: '删除事件',
  auth: 'user',
  input: ZGameEventRef,
  output: z.object({ event_id: z.string() }),
  invalidates: [EVENT, DIGRAPH],
});

/** `GET /ixj_web/game/v3/panel`: 控制面板列表. */
export const gamePanelList = defineCall({
  method: 'GET',
  path: PANEL,
  service: 'main',
  area: 'game',
  summary: '控制面板列表',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGamePanelList,
});

/** `POST /ixj_web/game/v3/panel`: 新建控制面板. */
export const gamePanelAdd = defineCall({
  method: 'POST',
  path: PANEL,
  service: 'main',
  area: 'game',
  summary: '新建控制面板',
  auth: 'user',
  input: ZGamePanelAdd,
  output: z.object({ panel_id: z.string() }),
  invalidates: [PANEL, DIGRAPH],
});

/** `PUT /ixj_web/game/v3/panel`: 修改控制面板. */
export const gamePanelUpdate = defineCall({
  method: 'PUT',
  path: PANEL,
  service: 'main',
  area: 'game',
  summary: '修改控制面板',
  auth: 'user',
  input: ZGamePanelUpdate,
  output: z.object({ panel_id: z.string() }),
  invalidates: [PANEL, DIGRAPH],
});

/** `DELETE /ixj_web/game/v3/panel`: 删除控制面板. */
export const gamePanelDelete = defineCall({
  method: 'DELETE',
  path: PANEL,
  service: 'main',
  area: 'game',
  summary: '删除控制面板',
  auth: 'user',
  input: ZGamePanelRef,
  output: z.object({ panel_id: z.string() }),
  invalidates: [PANEL, DIGRAPH],
});
