import { z } from 'zod';
import {
  ZIdeaAdd,
  ZIdeaDetail,
  ZIdeaIdInput,
  ZIdeaItem,
  ZIdeaPreview,
  ZProjectScopedQuery,
} from '../docs-api';
import { defineCall } from './define';

// Idea (conception) documents of a work; live content is edited through Yjs (`idea:<idea_id>`).
// Access: membership of the work (8003 otherwise); writes need EditIdeas (7013).

const IDEA_LIST = '/ixj_web/project/idea/list';

/** `GET /ixj_web/project/idea/list?project_id=`: a work's idea documents in order. */
export const projectIdeaList = defineCall({
  method: 'GET',
  path: '/ixj_web/project/idea/list',
  service: 'main',
  area: 'ideas',
  summary: '作品的创意文档列表',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: z.object({ list: z.array(ZIdeaItem), total: z.number().int() }),
});

/** `GET /ixj_web/project/idea/detail?idea_id=`: one idea document with its last checkpoint. */
export const projectIdeaDetail = defineCall({
  method: 'GET',
  path: '/ixj_web/project/idea/detail',
  service: 'main',
  area: 'ideas',
  summary: '创意文档详情（最近一次保存的内容）',
  auth: 'user',
  input: ZIdeaIdInput,
  output: ZIdeaDetail,
});

/** `GET /ixj_web/project/idea/preview?idea_id=`: a short read-only look (first 200 characters). */
export const projectIdeaPreview = defineCall({
  method: 'GET',
  path: '/ixj_web/project/idea/preview',
  service: 'main',
  area: 'ideas',
  summary: '创意文档预览（前200字摘要）',
  auth: 'user',
  input: ZIdeaIdInput,
  output: ZIdeaPreview,
});

/** `POST /ixj_web/project/idea/add`: a new idea document (name defaults to its type's label). */
export const projectIdeaAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/project/idea/add',
  service: 'main',
  area: 'ideas',
  summary: '新建创意文档（名称默认为类型名）',
  auth: 'user',
  input: ZIdeaAdd,
  output: ZIdeaItem.pick({ idea_id: true, idea_name: true }),
  invalidates: [IDEA_LIST],
});
