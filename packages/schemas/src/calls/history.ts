import { z } from 'zod';
import { ZDocUpdateVersion, ZDocVersion } from '../docs-api';
import {
  ZDocRecover,
  ZDocRecoverResult,
  ZHistoryCreate,
  ZHistoryDetail,
  ZHistoryIdInput,
  ZHistoryItem,
  ZHistoryListQuery,
  ZHistoryRename,
} from '../history-api';
import { Status } from '../status';
import { defineCall } from './define';

// Document versions (spec 02 section 7 "History") and the REST save that keeps overwritten content
// as a version. Access: membership of the document's work (8003); changes need WriteWork (7013).

const HISTORY_LIST = '/ixj_web/works/doc_history_list';
const HISTORY_DETAIL = '/ixj_web/works/doc_history';
const DOC_LIST = '/ixj_web/project/doc/list';
const DOC_DETAIL = '/ixj_web/project/doc/detail';

/** `GET /ixj_web/works/doc_history_list?doc_id=`: versions of a document, newest first. */
export const worksDocHistoryList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/doc_history_list',
  service: 'main',
  area: 'history',
  summary: '文档的历史版本列表（最新在前）',
  auth: 'user',
  input: ZHistoryListQuery,
  output: z.object({ list: z.array(ZHistoryItem), total: z.number().int() }),
});

/** `GET /ixj_web/works/doc_history?history_id=`: one version with its content. */
export const worksDocHistory = defineCall({
  method: 'GET',
  path: '/ixj_web/works/doc_history',
  service: 'main',
  area: 'history',
  summary: '历史版本详情（含内容）',
  auth: 'user',
  input: ZHistoryIdInput,
  output: ZHistoryDetail,
});

/**
 * `POST /ixj_web/works/doc_history`: a named version of the document as its editors see it now.
 * The same content as the newest named version answers status 304 (不能重复创建版本) with its id.
 */
export const worksDocHistoryCreate = defineCall({
  method: 'POST',
  path: '/ixj_web/works/doc_history',
  service: 'main',
  area: 'history',
  summary: '创建历史版本（内容未变化时返回 304）',
  auth: 'user',
  input: ZHistoryCreate,
  output: z.object({ history_id: z.string() }),
  invalidates: [HISTORY_LIST],
});

/** `PUT /ixj_web/works/doc_history`: renames a version (it then counts as a named one). */
export const worksDocHistoryRename = defineCall({
  method: 'PUT',
  path: '/ixj_web/works/doc_history',
  service: 'main',
  area: 'history',
  summary: '历史版本重命名',
  auth: 'user',
  input: ZHistoryRename,
  output: z.object({ history_id: z.string(), name: z.string() }),
  invalidates: [HISTORY_LIST, HISTORY_DETAIL],
});

/** `DELETE /ixj_web/works/doc_history`: deletes a version (`history_id` in the query or the body). */
export const worksDocHistoryDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/works/doc_history',
  service: 'main',
  area: 'history',
  summary: '删除历史版本',
  auth: 'user',
  input: ZHistoryIdInput,
  output: z.null(),
  invalidates: [HISTORY_LIST, HISTORY_DETAIL],
});

/**
 * `POST /ixj_web/works/doc_recover`: restores a version for every open editor; the content it
 * replaces is kept as a version first, so a recover can be undone.
 */
export const worksDocRecover = defineCall({
  method: 'POST',
  path: '/ixj_web/works/doc_recover',
  service: 'main',
  area: 'history',
  summary: '恢复到历史版本（恢复前的内容自动保存为版本）',
  auth: 'user',
  input: ZDocRecover,
  output: ZDocRecoverResult,
  invalidates: [HISTORY_LIST, DOC_DETAIL, DOC_LIST],
});

/**
 * `PUT /ixj_web/project/doc/update_version`: the REST save of clients that do not speak Yjs. A
 * stale `version` is still saved and answers 6001 (a notice, success for every client); the
 * content it overwrote is kept as a version. Without `content` it only compares versions.
 */
export const projectDocUpdateVersion = defineCall({
  method: 'PUT',
  path: '/ixj_web/project/doc/update_version',
  service: 'main',
  area: 'history',
  summary: '保存文档内容（版本落后时仍保存并返回 6001 提示，被覆盖的内容存入历史版本）',
  auth: 'user',
  input: ZDocUpdateVersion,
  output: ZDocVersion,
  tolerate: [Status.DOC_UPDATE_NOTICE],
  invalidates: [DOC_DETAIL, DOC_LIST, HISTORY_LIST],
});
