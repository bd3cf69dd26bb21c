import { z } from 'zod';
import { zId } from '../ids';
import {
  ZCommentAdd,
  ZCommentIdInput,
  ZCommentList,
  ZCommentListInput,
  ZCommentTemplate,
  ZCommentUpdate,
  ZProducerDoc,
  ZProducerDocAdd,
  ZProducerDocDetail,
  ZProducerDocRename,
  ZProducerDocSave,
  ZStructTag,
  ZStructTagSet,
  ZSuggestionDecide,
} from '../review-api';
import { defineCall } from './define';

// Supervisor review (spec 02 section 7 "Supervisor"). Comments live in `comments:<doc_id>`, written
// by these calls through the relay (clients read it live) and mirrored for comment/list; `kind`
// idea puts them on an idea document (`comments:<idea_id>`, anchors in `idea:<idea_id>`). Access:
// membership of the work (8003); comment writes need Producer or the kind's writers (WriteWork,
// EditIdeas for ideas), accepting a suggestion the kind's writers (7013).

const COMMENT_LIST = '/ixj_web/works/comment/list';
const PRODUCERS = '/ixj_web/works/producers';
const PRODUCER = '/ixj_web/works/producer';
const STRUCT_TAG_OF = '/ixj_web/works/doc_or_idea/struct_tag';

/** `POST /ixj_web/works/comment`: a thread on a range of the script, or a reply. */
export const commentAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/works/comment',
  service: 'main',
  area: 'supervise',
  summary: '新建批注或回复',
  auth: 'user',
  input: ZCommentAdd,
  output: z.object({ comment_id: z.string() }),
  invalidates: [COMMENT_LIST],
});

/** `PUT /ixj_web/works/comment`: text, resolve or reopen, tag. */
export const commentUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/works/comment',
  service: 'main',
  area: 'supervise',
  summary: '修改、解决或重新打开批注',
  auth: 'user',
  input: ZCommentUpdate,
  output: z.object({ comment_id: z.string() }),
  invalidates: [COMMENT_LIST],
});

/** `DELETE /ixj_web/works/comment`: a comment (with its replies) or a reply. */
export const commentDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/works/comment',
  service: 'main',
  area: 'supervise',
  summary: '删除批注',
  auth: 'user',
  input: ZCommentIdInput,
  output: z.object({ comment_id: z.string() }),
  invalidates: [COMMENT_LIST],
});

/** `GET /ixj_web/works/comment/list?doc_id=`: threads with where their words are now. */
export const commentList = defineCall({
  method: 'GET',
  path: COMMENT_LIST,
  service: 'main',
  area: 'supervise',
  summary: '批注列表（含回复与当前位置）',
  auth: 'user',
  input: ZCommentListInput,
  output: ZCommentList,
});

/** `POST /ixj_web/works/comment/suggestion`: accept (the script changes through the relay) or reject. */
export const commentSuggestionDecide = defineCall({
  method: 'POST',
  path: '/ixj_web/works/comment/suggestion',
  service: 'main',
  area: 'supervise',
  summary: '采纳或拒绝修改建议',
  auth: 'user',
  input: ZSuggestionDecide,
  output: z.object({ comment_id: z.string(), accepted: z.boolean() }),
  invalidates: [COMMENT_LIST, '/ixj_web/project/doc/detail'],
});

/** `GET /ixj_web/works/comment_template_list`: comment templates. */
export const commentTemplateList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/comment_template_list',
  service: 'main',
  area: 'supervise',
  summary: '常用批注模板',
  auth: 'user',
  input: z.object({}),
  output: z.object({ list: z.array(ZCommentTemplate) }),
});

/** `GET /ixj_web/works/struct_tag/list`: the struct tags. */
export const structTagList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/struct_tag/list',
  service: 'main',
  area: 'supervise',
  summary: '结构标签列表',
  auth: 'user',
  input: z.object({}),
  output: z.object({ list: z.array(ZStructTag) }),
});

/** `GET /ixj_web/works/struct_tag/detail?tag_id=`: one struct tag. */
export const structTagDetail = defineCall({
  method: 'GET',
  path: '/ixj_web/works/struct_tag/detail',
  service: 'main',
  area: 'supervise',
  summary: '结构标签详情',
  auth: 'user',
  input: z.object({ tag_id: zId('tag_id') }),
  output: ZStructTag,
});

/** `GET /ixj_web/works/doc_or_idea/struct_tag?doc_id=|idea_id=`: a document's or idea's struct tags. */
export const structTagOf = defineCall({
  method: 'GET',
  path: STRUCT_TAG_OF,
  service: 'main',
  area: 'supervise',
  summary: '文档或构思的结构标签',
  auth: 'user',
  input: z.object({ doc_id: zId('doc_id').optional(), idea_id: zId('idea_id').optional() }),
  output: z.object({ tag_ids: z.array(z.string()) }),
});

/** `PUT /ixj_web/works/doc_or_idea/struct_tag`: set them. */
export const structTagSet = defineCall({
  method: 'PUT',
  path: STRUCT_TAG_OF,
  service: 'main',
  area: 'supervise',
  summary: '设置文档或构思的结构标签',
  auth: 'user',
  input: ZStructTagSet,
  output: z.object({ tag_ids: z.array(z.string()) }),
  invalidates: [STRUCT_TAG_OF],
});

/** `GET /ixj_web/works/producers?project_id=`: a work's producer review documents. */
export const producerDocList = defineCall({
  method: 'GET',
  path: PRODUCERS,
  service: 'main',
  area: 'supervise',
  summary: '审读文档列表',
  auth: 'user',
  input: z.object({ project_id: zId('project_id') }),
  output: z.object({ list: z.array(ZProducerDoc), total: z.number(), can_add: z.boolean() }),
});

/** `POST /ixj_web/works/producers`: a new review document. */
export const producerDocAdd = defineCall({
  method: 'POST',
  path: PRODUCERS,
  service: 'main',
  area: 'supervise',
  summary: '新建审读文档',
  auth: 'user',
  input: ZProducerDocAdd,
  output: z.object({ producer_id: z.string() }),
  invalidates: [PRODUCERS],
});

/** `PUT /ixj_web/works/producers`: rename one. */
export const producerDocRename = defineCall({
  method: 'PUT',
  path: PRODUCERS,
  service: 'main',
  area: 'supervise',
  summary: '重命名审读文档',
  auth: 'user',
  input: ZProducerDocRename,
  output: z.object({ producer_id: z.string() }),
  invalidates: [PRODUCERS, PRODUCER],
});

/** `GET /ixj_web/works/producer?producer_id=`: one with its content. */
export const producerDocDetail = defineCall({
  method: 'GET',
  path: PRODUCER,
  service: 'main',
  area: 'supervise',
  summary: '审读文档详情',
  auth: 'user',
  input: z.object({ producer_id: zId('producer_id') }),
  output: ZProducerDocDetail,
});

/** `PUT /ixj_web/works/producer`: save its content. */
export const producerDocSave = defineCall({
  method: 'PUT',
  path: PRODUCER,
  service: 'main',
  area: 'supervise',
  summary: '保存审读文档',
  auth: 'user',
  input: ZProducerDocSave,
  output: z.object({ producer_id: z.string(), version: z.number() }),
  invalidates: [PRODUCERS, PRODUCER],
});
