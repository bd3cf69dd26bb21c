import { z } from 'zod';
import { ZProjectScopedQuery } from '../docs-api';
import {
  ZGameBoardAdd,
  ZGameBoardList,
  ZGameBoardRef,
  ZGameBoardRename,
  ZGameDigraph,
  ZGameEdgeAdd,
  ZGameEdgeRef,
  ZGameNodeAdd,
  ZGameNodeList,
  ZGameNodeRef,
  ZGameNodeUpdate,
  ZParsePlotActionInput,
  ZParsePlotActionResult,
} from '../game-api';
import { ZGameCheckResult } from '../game-check';
import { Status } from '../status';
import { defineCall } from './define';

// Game v3 (spec 02 section 7): boards of a work and what they hold. The live board is the Yjs
// document `game:<board_id>`; writes here go through it, reads answer its last checkpoint (within
// seconds of live edits). Access: membership of the board's work (8003); writes need WriteWork (7013).

const BOARD = '/ixj_web/game/v3/board';
const NODE_LIST = '/ixj_web/game/v3/node_list';
const DIGRAPH = '/ixj_web/game/v3/digraph';

/** `POST /ixj_web/game/v3/board`: 新建游戏画布. */
export const gameBoardAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/board',
  service: 'main',
  area: 'game',
  summary: '新建游戏画布',
  auth: 'user',
  input: ZGameBoardAdd,
  output: z.object({ board_id: z.string(), board_name: z.string() }),
  invalidates: [BOARD],
});

/** `GET /ixj_web/game/v3/board`: 作品的游戏画布列表. */
export const gameBoardList = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/board',
  service: 'main',
  area: 'game',
  summary: '作品的游戏画布列表',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: ZGameBoardList,
});

/** `PUT /ixj_web/game/v3/board`: 重命名游戏画布. */
export const gameBoardRename = defineCall({
  method: 'PUT',
  path: '/ixj_web/game/v3/board',
  service: 'main',
  area: 'game',
  summary: '重命名游戏画布',
  auth: 'user',
  input: ZGameBoardRename,
  output: z.object({ board_id: z.string(), board_name: z.string() }),
  invalidates: [BOARD],
});

/** `DELETE /ixj_web/game/v3/board`: 删除游戏画布. */
export const gameBoardDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/game/v3/board',
  service: 'main',
  area: 'game',
  summary: '删除游戏画布',
  auth: 'user',
  input: ZGameBoardRef,
  output: z.object({ board_id: z.string() }),
  invalidates: [BOARD],
});

/** `POST /ixj_web/game/v3/node`: 在画布上添加节点. */
export const gameNodeAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/node',
  service: 'main',
  area: 'game',
  summary: '在画布上添加节点',
  auth: 'user',
  input: ZGameNodeAdd,
  output: z.object({ node_id: z.string() }),
  invalidates: [NODE_LIST, DIGRAPH],
});

/** `PUT /ixj_web/game/v3/node`: 修改节点（只改传入的字段）. */
export const gameNodeUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/game/v3/node',
  service: 'main',
  area: 'game',
  summary: '修改节点（只改传入的字段）',
  auth: 'user',
  input: ZGameNodeUpdate,
  output: z.object({ node_id: z.string() }),
  invalidates: [NODE_LIST, DIGRAPH],
});

/** `DELETE /ixj_web/game/v3/node`: 删除节点及其连线. */
export const gameNodeDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/game/v3/node',
  service: 'main',
  area: 'game',
  summary: '删除节点及其连线',
  auth: 'user',
  input: ZGameNodeRef,
  output: z.object({ node_id: z.string(), removed_edges: z.array(z.string()) }),
  invalidates: [NODE_LIST, DIGRAPH],
});

/** `POST /ixj_web/game/v3/edge`: 连接两个节点. */
export const gameEdgeAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/edge',
  service: 'main',
  area: 'game',
  summary: '连接两个节点',
  auth: 'user',
  input: ZGameEdgeAdd,
  output: z.object({ edge_id: z.string() }),
  invalidates: [DIGRAPH],
});

/** `DELETE /ixj_web/game/v3/edge`: 删除连线. */
export const gameEdgeDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/game/v3/edge',
  service: 'main',
  area: 'game',
  summary: '删除连线',
  auth: 'user',
  input: ZGameEdgeRef,
  output: z.object({ edge_id: z.string() }),
  invalidates: [DIGRAPH],
});

/** `GET /ixj_web/game/v3/node_list`: 画布的节点列表. */
export const gameNodeList = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/node_list',
  service: 'main',
  area: 'game',
  summary: '画布的节点列表',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGameNodeList,
});

/** `GET /ixj_web/game/v3/digraph`: 画布全图（节点、连线、变量、物品、商店）. */
export const gameDigraph = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/digraph',
  service: 'main',
  area: 'game',
  summary: '画布全图（节点、连线、变量、物品、商店）',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGameDigraph,
});

/** `POST /ixj_web/game/v3/check_preview_json`: 预览前检查画布（有问题时返回 14008 和问题列表）. */
export const gameCheckPreviewJson = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/check_preview_json',
  service: 'main',
  area: 'game',
  summary: '预览前检查画布（有问题时返回 14008 和问题列表）',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGameCheckResult,
  tolerate: [Status.GAME_PREVIEW_PROBLEMS],
});

/** `POST /ixj_web/game/v3/parse_plot_action`: 把粘贴的剧本文字拆成对话、描述、旁白. */
export const gameParsePlotAction = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/parse_plot_action',
  service: 'main',
  area: 'game',
  summary: '把粘贴的剧本文字拆成对话、描述、旁白',
  auth: 'user',
  input: ZParsePlotActionInput,
  output: ZParsePlotActionResult,
});
