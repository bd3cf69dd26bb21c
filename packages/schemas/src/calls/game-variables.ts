import { z } from 'zod';
import {
  ZGameArrayAdd,
  ZGameArrayUpdate,
  ZGameBoardRef,
  ZGameGoodAdd,
  ZGameGoodList,
  ZGameGoodRef,
  ZGameGoodUpdate,
  ZGameNumericAdd,
  ZGameNumericUpdate,
  ZGameStoreAdd,
  ZGameStoreList,
  ZGameStoreRef,
  ZGameStoreUpdate,
  ZGameVariableList,
  ZGameVariableRef,
} from '../game-api';
import { defineCall } from './define';

// Game v3 variables (numeric, array; scopes public, role, random), goods and stores of a board.
// They live in the board's Yjs document like its nodes (calls/game.ts); access is the same.

const DIGRAPH = '/ixj_web/game/v3/digraph';
const NUMERIC = '/ixj_web/game/v3/numeric';
const ARRAY = '/ixj_web/game/v3/array';
const GOOD = '/ixj_web/game/v3/good';
const STORE = '/ixj_web/game/v3/store';

/** `GET /ixj_web/game/v3/numeric`: 画布的数值变量列表. */
export const gameNumericList = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/numeric',
  service: 'main',
  area: 'game',
  summary: '画布的数值变量列表',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGameVariableList,
});

/** `POST /ixj_web/game/v3/numeric`: 新建数值变量（名称重复时提示 变量名称不允许重复）. */
export const gameNumericAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/numeric',
  service: 'main',
  area: 'game',
  summary: '新建数值变量（名称重复时提示 变量名称不允许重复）',
  auth: 'user',
  input: ZGameNumericAdd,
  output: z.object({ var_id: z.string() }),
  invalidates: [NUMERIC, DIGRAPH],
});

/** `PUT /ixj_web/game/v3/numeric`: 修改数值变量. */
export const gameNumericUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/game/v3/numeric',
  service: 'main',
  area: 'game',
  summary: '修改数值变量',
  auth: 'user',
  input: ZGameNumericUpdate,
  output: z.object({ var_id: z.string() }),
  invalidates: [NUMERIC, DIGRAPH],
});

/** `DELETE /ixj_web/game/v3/numeric`: 删除数值变量. */
export const gameNumericDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/game/v3/numeric',
  service: 'main',
  area: 'game',
  summary: '删除数值变量',
  auth: 'user',
  input: ZGameVariableRef,
  output: z.object({ var_id: z.string() }),
  invalidates: [NUMERIC, DIGRAPH],
});

/** `GET /ixj_web/game/v3/array`: 画布的数组变量列表. */
export const gameArrayList = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/array',
  service: 'main',
  area: 'game',
  summary: '画布的数组变量列表',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGameVariableList,
});

/** `POST /ixj_web/game/v3/array`: 新建数组变量（名称重复时提示 变量名称不允许重复）. */
export const gameArrayAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/array',
  service: 'main',
  area: 'game',
  summary: '新建数组变量（名称重复时提示 变量名称不允许重复）',
  auth: 'user',
  input: ZGameArrayAdd,
  output: z.object({ var_id: z.string() }),
  invalidates: [ARRAY, DIGRAPH],
});

/** `PUT /ixj_web/game/v3/array`: 修改数组变量. */
export const gameArrayUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/game/v3/array',
  service: 'main',
  area: 'game',
  summary: '修改数组变量',
  auth: 'user',
  input: ZGameArrayUpdate,
  output: z.object({ var_id: z.string() }),
  invalidates: [ARRAY, DIGRAPH],
});

/** `DELETE /ixj_web/game/v3/array`: 删除数组变量. */
export const gameArrayDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/game/v3/array',
  service: 'main',
  area: 'game',
  summary: '删除数组变量',
  auth: 'user',
  input: ZGameVariableRef,
  output: z.object({ var_id: z.string() }),
  invalidates: [ARRAY, DIGRAPH],
});

/** `GET /ixj_web/game/v3/good`: 画布的物品列表. */
export const gameGoodList = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/good',
  service: 'main',
  area: 'game',
  summary: '画布的物品列表',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGameGoodList,
});

/** `POST /ixj_web/game/v3/good`: 新建物品. */
export const gameGoodAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/good',
  service: 'main',
  area: 'game',
  summary: '新建物品',
  auth: 'user',
  input: ZGameGoodAdd,
  output: z.object({ good_id: z.string() }),
  invalidates: [GOOD, DIGRAPH],
});

/** `PUT /ixj_web/game/v3/good`: 修改物品. */
export const gameGoodUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/game/v3/good',
  service: 'main',
  area: 'game',
  summary: '修改物品',
  auth: 'user',
  input: ZGameGoodUpdate,
  output: z.object({ good_id: z.string() }),
  invalidates: [GOOD, DIGRAPH],
});

/** `DELETE /ixj_web/game/v3/good`: 删除物品. */
export const gameGoodDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/game/v3/good',
  service: 'main',
  area: 'game',
  summary: '删除物品',
  auth: 'user',
  input: ZGameGoodRef,
  output: z.object({ good_id: z.string() }),
  invalidates: [GOOD, DIGRAPH],
});

/** `GET /ixj_web/game/v3/store`: 画布的商店列表. */
export const gameStoreList = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/store',
  service: 'main',
  area: 'game',
  summary: '画布的商店列表',
  auth: 'user',
  input: ZGameBoardRef,
  output: ZGameStoreList,
});

/** `POST /ixj_web/game/v3/store`: 新建商店. */
export const gameStoreAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/store',
  service: 'main',
  area: 'game',
  summary: '新建商店',
  auth: 'user',
  input: ZGameStoreAdd,
  output: z.object({ store_id: z.string() }),
  invalidates: [STORE, DIGRAPH],
});

/** `PUT /ixj_web/game/v3/store`: 修改商店. */
export const gameStoreUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/game/v3/store',
  service: 'main',
  area: 'game',
  summary: '修改商店',
  auth: 'user',
  input: ZGameStoreUpdate,
  output: z.object({ store_id: z.string() }),
  invalidates: [STORE, DIGRAPH],
});

/** `DELETE /ixj_web/game/v3/store`: 删除商店. */
export const gameStoreDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/game/v3/store',
  service: 'main',
  area: 'game',
  summary: '删除商店',
  auth: 'user',
  input: ZGameStoreRef,
  output: z.object({ store_id: z.string() }),
  invalidates: [STORE, DIGRAPH],
});
