import { z } from 'zod';
import {
  ZGameResourceAdd,
  ZGameResourceAddResult,
  ZGameResourceCategoryAdd,
  ZGameResourceCategoryItem,
  ZGameResourceCategoryList,
  ZGameResourceCategoryListQuery,
  ZGameResourceCategoryRef,
  ZGameResourceCategoryUpdate,
  ZGameResourceList,
  ZGameResourceListQuery,
  ZGameResourceRef,
  ZGameResourceUpdate,
} from '../game-resources-api';
import { defineCall } from './define';

// Game resources and categories of a work (spec 02 section 7 "Game resource, resource_category").
// Access: membership of the work (8003); changes need WriteWork (7013). A duplicate name answers
// 15000 (重名资源将被覆盖); the client resends with check_name 0 to overwrite.

const RESOURCE = '/ixj_web/game/v3/resource';
const CATEGORY = '/ixj_web/game/v3/resource_category';

/** `GET /ixj_web/game/v3/resource?project_id=`: a work's game resources, newest first. */
export const gameResourceList = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/resource',
  service: 'main',
  area: 'game',
  summary: '作品的游戏资源列表（可按类型、分类、来源筛选）',
  auth: 'user',
  input: ZGameResourceListQuery,
  output: ZGameResourceList,
});

/** `POST /ixj_web/game/v3/resource`: adds a resource over an uploaded file (15000 on a duplicate name unless check_name is 0). */
export const gameResourceAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/resource',
  service: 'main',
  area: 'game',
  summary: '添加游戏资源（重名时返回 15000，check_name 为 0 时覆盖）',
  auth: 'user',
  input: ZGameResourceAdd,
  output: ZGameResourceAddResult,
  invalidates: [RESOURCE],
});

/** `PUT /ixj_web/game/v3/resource`: renames or re-categorises a resource (a taken name answers 4090). */
export const gameResourceUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/game/v3/resource',
  service: 'main',
  area: 'game',
  summary: '重命名游戏资源或更换分类',
  auth: 'user',
  input: ZGameResourceUpdate,
  output: z.object({ resource_id: z.string() }),
  invalidates: [RESOURCE],
});

/** `DELETE /ixj_web/game/v3/resource`: removes a resource (nodes using it are reported by the check). */
export const gameResourceDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/game/v3/resource',
  service: 'main',
  area: 'game',
  summary: '删除游戏资源',
  auth: 'user',
  input: ZGameResourceRef,
  output: z.object({ resource_id: z.string() }),
  invalidates: [RESOURCE],
});

/** `GET /ixj_web/game/v3/resource_category?project_id=`: a work's resource categories. */
export const gameResourceCategoryList = defineCall({
  method: 'GET',
  path: '/ixj_web/game/v3/resource_category',
  service: 'main',
  area: 'game',
  summary: '作品的游戏资源分类',
  auth: 'user',
  input: ZGameResourceCategoryListQuery,
  output: ZGameResourceCategoryList,
});

/** `POST /ixj_web/game/v3/resource_category`. */
export const gameResourceCategoryAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/game/v3/resource_category',
  service: 'main',
  area: 'game',
  summary: '新建游戏资源分类',
  auth: 'user',
  input: ZGameResourceCategoryAdd,
  output: ZGameResourceCategoryItem,
  invalidates: [CATEGORY],
});

/** `PUT /ixj_web/game/v3/resource_category`: renames a category. */
export const gameResourceCategoryUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/game/v3/resource_category',
  service: 'main',
  area: 'game',
  summary: '重命名游戏资源分类',
  auth: 'user',
  input: ZGameResourceCategoryUpdate,
  output: ZGameResourceCategoryItem,
  invalidates: [CATEGORY],
});

/** `DELETE /ixj_web/game/v3/resource_category`: its resources stay, without a category. */
export const gameResourceCategoryDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/game/v3/resource_category',
  service: 'main',
  area: 'game',
  summary: '删除游戏资源分类（资源保留，变为未分类）',
  auth: 'user',
  input: ZGameResourceCategoryRef,
  output: z.object({ category_id: z.string() }),
  invalidates: [CATEGORY, RESOURCE],
});
