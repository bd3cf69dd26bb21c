import { z } from 'zod';
import {
  ZContentTag,
  ZContentTagItem,
  ZDocAdd,
  ZDocDetail,
  ZDocIdInput,
  ZDocItem,
  ZDocList,
  ZDocOrder,
  ZDocUpdateName,
  ZProjectScopedQuery,
  ZVolumeAdd,
  ZVolumeDelete,
  ZVolumeOrder,
  ZVolumeUpdate,
} from '../docs-api';
import { defineCall } from './define';

// A work's documents (episodes / chapters), volumes and content tags (spec 01 section 7.7). Live
// content is edited through Yjs (`doc:<doc_id>`); these calls read checkpoints and manage the tree.
// Access: membership of the document's work (8003 otherwise); writes need WriteWork (7013).

const DOC_LIST = '/ixj_web/project/doc/list';
const DOC_DETAIL = '/ixj_web/project/doc/detail';
/** The work list shows each work's document count. */
const PROJECT_LIST = '/ixj_web/project/list';
const TAG_LIST = '/ixj_web/works/content_tag_list';

/** A page of a work's list (every item, no paging). */
const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

/** `GET /ixj_web/project/doc/list?project_id=`: documents in reading order plus the volume tree. */
export const projectDocList = defineCall({
  method: 'GET',
  path: '/ixj_web/project/doc/list',
  service: 'main',
  area: 'docs',
  summary: '作品的文档列表（按阅读顺序，含分卷结构）',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: ZDocList,
});

/** `GET /ixj_web/project/doc/detail?doc_id=`: one document with its last checkpoint. */
export const projectDocDetail = defineCall({
  method: 'GET',
  path: '/ixj_web/project/doc/detail',
  service: 'main',
  area: 'docs',
  summary: '文档详情（最近一次保存的 HTML 内容、纯文本与版本号）',
  auth: 'user',
  input: ZDocIdInput,
  output: ZDocDetail,
});

/** `POST /ixj_web/project/doc/add`: a new document at the end of its volume (or the top level). */
export const projectDocAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/project/doc/add',
  service: 'main',
  area: 'docs',
  summary: '新建文档（名称默认为 第N集 / 第N章）',
  auth: 'user',
  input: ZDocAdd,
  output: ZDocItem.pick({ doc_id: true, doc_name: true, volume_id: true }),
  invalidates: [DOC_LIST, PROJECT_LIST],
});

/** `POST /ixj_web/project/doc/order`: puts documents, in this order, into one volume (or the top level). */
export const projectDocOrder = defineCall({
  method: 'POST',
  path: '/ixj_web/project/doc/order',
  service: 'main',
  area: 'docs',
  summary: '文档排序（可移入分卷或移到顶层）',
  auth: 'user',
  input: ZDocOrder,
  output: z.null(),
  invalidates: [DOC_LIST],
});

/** `PUT /ixj_web/project/doc/update_name`: renames a document. */
export const projectDocUpdateName = defineCall({
  method: 'PUT',
  path: '/ixj_web/project/doc/update_name',
  service: 'main',
  area: 'docs',
  summary: '文档重命名',
  auth: 'user',
  input: ZDocUpdateName,
  output: ZDocItem.pick({ doc_id: true, doc_name: true }),
  invalidates: [DOC_LIST, DOC_DETAIL],
});

/** `DELETE /ixj_web/project/doc/delete`: deletes a document (`doc_id` in the query or the body). */
export const projectDocDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/project/doc/delete',
  service: 'main',
  area: 'docs',
  summary: '删除文档',
  auth: 'user',
  input: ZDocIdInput,
  output: z.null(),
  invalidates: [DOC_LIST, DOC_DETAIL, PROJECT_LIST],
});

/** The answer of volume add and update. */
const ZVolumeRef = z.object({ volume_id: z.string(), volume_name: z.string() });

/** `POST /ixj_web/project/volume/add`: a new volume at the end (name defaults to 第N卷). */
export const projectVolumeAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/project/volume/add',
  service: 'main',
  area: 'docs',
  summary: '新建分卷（名称默认为 第N卷）',
  auth: 'user',
  input: ZVolumeAdd,
  output: ZVolumeRef,
  invalidates: [DOC_LIST],
});

/** `POST /ixj_web/project/volume/order`: all or some volumes of a work in their new order. */
export const projectVolumeOrder = defineCall({
  method: 'POST',
  path: '/ixj_web/project/volume/order',
  service: 'main',
  area: 'docs',
  summary: '分卷排序',
  auth: 'user',
  input: ZVolumeOrder,
  output: z.null(),
  invalidates: [DOC_LIST],
});

/** `PUT /ixj_web/project/volume/update`: renames a volume. */
export const projectVolumeUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/project/volume/update',
  service: 'main',
  area: 'docs',
  summary: '分卷重命名',
  auth: 'user',
  input: ZVolumeUpdate,
  output: ZVolumeRef,
  invalidates: [DOC_LIST],
});

/** `DELETE /ixj_web/project/volume/delete`: the volume goes; its documents move to the top level. */
export const projectVolumeDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/project/volume/delete',
  service: 'main',
  area: 'docs',
  summary: '删除分卷（其中的文档移到顶层）',
  auth: 'user',
  input: ZVolumeDelete,
  output: z.null(),
  invalidates: [DOC_LIST],
});

/** `GET /ixj_web/works/content_tag_list?project_id=`: a work's labels for passages of its documents. */
export const worksContentTagList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/content_tag_list',
  service: 'main',
  area: 'docs',
  summary: '作品的内容标签列表',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: listOf(ZContentTagItem),
});

/**
 * `POST /ixj_web/works/content_tag`: creates (no tag_id), changes (tag_id) or deletes (tag_id +
 * is_delete 1) a content tag; answers the tag, or null after a delete.
 */
export const worksContentTag = defineCall({
  method: 'POST',
  path: '/ixj_web/works/content_tag',
  service: 'main',
  area: 'docs',
  summary: '新建、修改或删除内容标签',
  auth: 'user',
  input: ZContentTag,
  output: ZContentTagItem.nullable(),
  invalidates: [TAG_LIST],
});
