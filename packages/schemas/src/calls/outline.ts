import { z } from 'zod';
import { ZProjectScopedQuery } from '../docs-api';
import { ZOutline, ZOutlineAdd, ZOutlineDelete, ZOutlineMulti, ZOutlineUpdate } from '../outline-api';
import { defineCall } from './define';

// The outline of a work, edited live as `outline:<work_id>`; REST writes go through the live
// document. Access: membership of the work (8003); writes need EditIdeas (7013).

const OUTLINE = '/ixj_web/works/idea/outline';

/** `GET /ixj_web/works/idea/outline?project_id=`: the outline tree as a flat list. */
export const outlineGet = defineCall({
  method: 'GET',
  path: OUTLINE,
  service: 'main',
  area: 'outline',
  summary: '作品大纲（分集/章节与节拍）',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: ZOutline,
});

/** `POST /ixj_web/works/idea/outline`: a node. */
export const outlineAdd = defineCall({
  method: 'POST',
  path: OUTLINE,
  service: 'main',
  area: 'outline',
  summary: '新增大纲节点',
  auth: 'user',
  input: ZOutlineAdd,
  output: z.object({ node_id: z.string() }),
  invalidates: [OUTLINE],
});

/** `PUT /ixj_web/works/idea/outline`: edits or moves a node. */
export const outlineUpdate = defineCall({
  method: 'PUT',
  path: OUTLINE,
  service: 'main',
  area: 'outline',
  summary: '修改或移动大纲节点',
  auth: 'user',
  input: ZOutlineUpdate,
  output: z.object({ node_id: z.string() }),
  invalidates: [OUTLINE],
});

/** `DELETE /ixj_web/works/idea/outline`: a node and its descendants. */
export const outlineDelete = defineCall({
  method: 'DELETE',
  path: OUTLINE,
  service: 'main',
  area: 'outline',
  summary: '删除大纲节点（含下级）',
  auth: 'user',
  input: ZOutlineDelete,
  output: z.object({ removed: z.number().int() }),
  invalidates: [OUTLINE],
});

/** `POST /ixj_web/works/idea/outline_mu`: several nodes at once. */
export const outlineMulti = defineCall({
  method: 'POST',
  path: '/ixj_web/works/idea/outline_mu',
  service: 'main',
  area: 'outline',
  summary: '批量新增大纲节点',
  auth: 'user',
  input: ZOutlineMulti,
  output: z.object({ node_ids: z.array(z.string()) }),
  invalidates: [OUTLINE],
});
