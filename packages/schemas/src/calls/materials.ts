import { z } from 'zod';
import {
  ZCollectionAdd,
  ZCollectionListQuery,
  ZCollectionMove,
  ZCollectionPage,
  ZCollectionRemove,
  ZCollectionTypeAdd,
  ZCollectionTypeDelete,
  ZCollectionTypeList,
  ZCollectionTypeRename,
  ZMaterialAdd,
  ZMaterialDetail,
  ZMaterialIdInput,
  ZMaterialItem,
  ZMaterialListInput,
  ZMaterialPage,
  ZMaterialPublish,
  ZMaterialSimilarInput,
  ZMaterialTypeList,
  ZMaterialUpdate,
} from '../materials-api';
import { defineCall } from './define';

// Materials centre (spec 01 sections 2.1, 3, 7.5; issue 14). Reading is open to visitors (published
// official materials); signed-in callers also see their team's and their own. The official library
// (scope 2) is managed by users with special_tags.is_official (7013 for others). Collections are the
// caller's own folders of saved materials.

const MT = '/mt_web/material';
const IXJ = '/ixj_web/material';
const TYPE_LIST = `${MT}/type_list`;
const LIST = `${MT}/list`;
const DETAIL = `${MT}/detail`;
const SIMILAR = `${MT}/similar_list`;
const COLLECTION_TYPES = `${IXJ}/collection_type_list`;
const COLLECTIONS = `${IXJ}/collection_list`;
const READS = [TYPE_LIST, LIST, DETAIL, SIMILAR, COLLECTIONS] as const;
const COLLECTION_READS = [COLLECTION_TYPES, COLLECTIONS, DETAIL, LIST] as const;

/** `GET /mt_web/material/type_list`: categories with Chinese labels, counts, cat2 and frequent tags. */
export const materialTypeList = defineCall({
  method: 'GET',
  path: TYPE_LIST,
  service: 'materials',
  area: 'materials',
  summary: '素材分类（含二级分类与常用标签）',
  auth: 'optional',
  input: z.object({}),
  output: ZMaterialTypeList,
});

/** `GET /mt_web/material/list`: filters cat1, cat2, tag, scope, keyword; sort COMP (default), NEW, HOT. */
export const materialList = defineCall({
  method: 'GET',
  path: LIST,
  service: 'materials',
  area: 'materials',
  summary: '素材列表与搜索',
  auth: 'optional',
  input: ZMaterialListInput,
  output: ZMaterialPage,
});

/** `GET /mt_web/material/detail?id=`: one visible material in full (counts a view). */
export const materialDetail = defineCall({
  method: 'GET',
  path: DETAIL,
  service: 'materials',
  area: 'materials',
  summary: '素材详情',
  auth: 'optional',
  input: ZMaterialIdInput,
  output: ZMaterialDetail,
});

/** `POST /mt_web/material/similar_list {id}`: visible materials close to this one, never itself. */
export const materialSimilarList = defineCall({
  method: 'POST',
  path: SIMILAR,
  service: 'materials',
  area: 'materials',
  summary: '相似素材',
  auth: 'optional',
  input: ZMaterialSimilarInput,
  output: z.object({ list: z.array(ZMaterialItem) }),
});

/** `POST /mt_web/material/use {id}`: a material was inserted into a document (counts a use). */
export const materialUse = defineCall({
  method: 'POST',
  path: `${MT}/use`,
  service: 'materials',
  area: 'materials',
  summary: '记录素材被插入使用',
  auth: 'user',
  input: ZMaterialIdInput,
  output: z.object({ id: z.string(), use_count: z.number().int() }),
});

/** `POST /mt_web/material/manage/add`: a material in the caller's library (scope 1, 3, or 2 if official). */
export const materialAdd = defineCall({
  method: 'POST',
  path: `${MT}/manage/add`,
  service: 'materials',
  area: 'materials',
  summary: '新建素材',
  auth: 'user',
  input: ZMaterialAdd,
  output: z.object({ id: z.string() }),
  invalidates: READS,
});

/** `PUT /mt_web/material/manage/update`: edits a material the caller may edit (7013 otherwise). */
export const materialUpdate = defineCall({
  method: 'PUT',
  path: `${MT}/manage/update`,
  service: 'materials',
  area: 'materials',
  summary: '修改素材',
  auth: 'user',
  input: ZMaterialUpdate,
  output: z.object({ id: z.string() }),
  invalidates: READS,
});

/** `DELETE /mt_web/material/manage/delete`: deletes a material the caller may delete (7013 otherwise). */
export const materialDelete = defineCall({
  method: 'DELETE',
  path: `${MT}/manage/delete`,
  service: 'materials',
  area: 'materials',
  summary: '删除素材',
  auth: 'user',
  input: ZMaterialIdInput,
  output: z.object({ id: z.string() }),
  invalidates: READS,
});

/** `PUT /mt_web/material/manage/publish {id, published}`: publishes or unpublishes an official material. */
export const materialPublish = defineCall({
  method: 'PUT',
  path: `${MT}/manage/publish`,
  service: 'materials',
  area: 'materials',
  summary: '发布或下架官方素材',
  auth: 'user',
  input: ZMaterialPublish,
  output: z.object({ id: z.string(), published: z.boolean() }),
  invalidates: READS,
});

/** `GET /ixj_web/material/collection_type_list`: the caller's folders, the default one first. */
export const materialCollectionTypeList = defineCall({
  method: 'GET',
  path: COLLECTION_TYPES,
  service: 'main',
  area: 'materials',
  summary: '我的收藏夹',
  auth: 'user',
  input: z.object({}),
  output: ZCollectionTypeList,
});

/** `POST /ixj_web/material/collection_type {name}`: a new folder. */
export const materialCollectionTypeAdd = defineCall({
  method: 'POST',
  path: `${IXJ}/collection_type`,
  service: 'main',
  area: 'materials',
  summary: '新建收藏夹',
  auth: 'user',
  input: ZCollectionTypeAdd,
  output: z.object({ id: z.string() }),
  invalidates: [COLLECTION_TYPES],
});

/** `PUT /ixj_web/material/collection_type {id, name}`: renames a folder (not the default one). */
export const materialCollectionTypeRename = defineCall({
  method: 'PUT',
  path: `${IXJ}/collection_type`,
  service: 'main',
  area: 'materials',
  summary: '重命名收藏夹',
  auth: 'user',
  input: ZCollectionTypeRename,
  output: z.object({ id: z.string() }),
  invalidates: [COLLECTION_TYPES],
});

/** `DELETE /ixj_web/material/collection_type {id}`: deletes a folder; its materials go to the default one. */
export const materialCollectionTypeDelete = defineCall({
  method: 'DELETE',
  path: `${IXJ}/collection_type`,
  service: 'main',
  area: 'materials',
  summary: '删除收藏夹',
  auth: 'user',
  input: ZCollectionTypeDelete,
  output: z.object({ id: z.string() }),
  invalidates: COLLECTION_READS,
});

/** `POST /ixj_web/material/collection {material_id, type_id?}`: saves a visible material (moves it if saved). */
export const materialCollect = defineCall({
  method: 'POST',
  path: `${IXJ}/collection`,
  service: 'main',
  area: 'materials',
  summary: '收藏素材',
  auth: 'user',
  input: ZCollectionAdd,
  output: z.object({ material_id: z.string(), type_id: z.string() }),
  invalidates: COLLECTION_READS,
});

/** `GET /ixj_web/material/collection_list`: saved materials (`id` is the material's), newest first. */
export const materialCollectionList = defineCall({
  method: 'GET',
  path: COLLECTIONS,
  service: 'main',
  area: 'materials',
  summary: '我收藏的素材',
  auth: 'user',
  input: ZCollectionListQuery,
  output: ZCollectionPage,
});

/** `DELETE /ixj_web/material/collection_list {material_ids}`: removes materials from the collections. */
export const materialCollectionRemove = defineCall({
  method: 'DELETE',
  path: COLLECTIONS,
  service: 'main',
  area: 'materials',
  summary: '取消收藏',
  auth: 'user',
  input: ZCollectionRemove,
  output: z.object({ removed: z.number().int() }),
  invalidates: COLLECTION_READS,
});

/** `PUT /ixj_web/material/collection/move {material_ids, type_id}`: moves saved materials to a folder. */
export const materialCollectionMove = defineCall({
  method: 'PUT',
  path: `${IXJ}/collection/move`,
  service: 'main',
  area: 'materials',
  summary: '移动收藏到其他收藏夹',
  auth: 'user',
  input: ZCollectionMove,
  output: z.object({ moved: z.number().int() }),
  invalidates: COLLECTION_READS,
});
