import { z } from 'zod';
import { ZIdeaIdInput } from '../docs-api';
import { ZIdeaModelSwitch, ZIdeaModelSwitchResult, ZIdeaUpdate, ZIdeaUpdateName } from '../ideas-api';
import { defineCall } from './define';

// Changing idea documents: rename, retype, delete, switch edit type. All need EditIdeas (7013);
// other members of the work get 7013, outsiders 8003.

const IDEA_LIST = '/ixj_web/project/idea/list';
const IDEA_DETAIL = '/ixj_web/project/idea/detail';
const CARD_LIST = '/ixj_web/works/idea_card/list';
const ideaRef = z.object({ idea_id: z.string() });

/** `PUT /ixj_web/project/idea/update`: name and/or document type. */
export const projectIdeaUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/project/idea/update',
  service: 'main',
  area: 'ideas',
  summary: '修改创意文档（名称、类型）',
  auth: 'user',
  input: ZIdeaUpdate,
  output: ideaRef,
  invalidates: [IDEA_LIST, IDEA_DETAIL],
});

/** `PUT /ixj_web/project/idea/update_name`: renames an idea document. */
export const projectIdeaUpdateName = defineCall({
  method: 'PUT',
  path: '/ixj_web/project/idea/update_name',
  service: 'main',
  area: 'ideas',
  summary: '重命名创意文档',
  auth: 'user',
  input: ZIdeaUpdateName,
  output: ideaRef,
  invalidates: [IDEA_LIST, IDEA_DETAIL],
});

/** `DELETE /ixj_web/project/idea/delete`: the idea leaves the list; its live documents close. */
export const projectIdeaDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/project/idea/delete',
  service: 'main',
  area: 'ideas',
  summary: '删除创意文档',
  auth: 'user',
  input: ZIdeaIdInput,
  output: ideaRef,
  invalidates: [IDEA_LIST, IDEA_DETAIL],
});

/** `POST /ixj_web/project/idea/model_switch`: edit as document, cards or character sheets. */
export const projectIdeaModelSwitch = defineCall({
  method: 'POST',
  path: '/ixj_web/project/idea/model_switch',
  service: 'main',
  area: 'ideas',
  summary: '切换创意文档的编辑方式（文档、卡片、人物），内容随之转换',
  auth: 'user',
  input: ZIdeaModelSwitch,
  output: ZIdeaModelSwitchResult,
  invalidates: [IDEA_LIST, IDEA_DETAIL, CARD_LIST],
});
