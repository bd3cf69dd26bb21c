import { z } from 'zod';
import {
  ZTemplateAdd,
  ZTemplateApplied,
  ZTemplateApply,
  ZTemplateDetail,
  ZTemplateListQuery,
  ZTemplatePage,
  ZTemplatePublish,
  ZTemplateRef,
  ZTemplateTypeOptions,
  ZTemplateUpdate,
} from '../templates-api';
import { defineCall } from './define';

// Template library (spec 02 sections 2 and 7 "Templates"; issue 12). System templates ship with the
// product (read-only, for everyone); a user's own templates are theirs until published to their
// current team, or for everyone by an official user (special_tags.is_official).

const READS = ['/ixj_web/works/template_list', '/ixj_web/works/template'] as const;

/** `GET /ixj_web/works/template_work_type_list`: work types, document types and sources for the filters. */
export const templateWorkTypeList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/template_work_type_list',
  service: 'main',
  area: 'templates',
  summary: '模板的作品类型、文档类型与来源选项',
  auth: 'user',
  input: z.object({}),
  output: ZTemplateTypeOptions,
});

/** `GET /ixj_web/works/template_list`: templates the caller can see, filtered and paged. */
export const templateList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/template_list',
  service: 'main',
  area: 'templates',
  summary: '模板列表（按文档类型、作品类型、来源与关键词筛选）',
  auth: 'user',
  input: ZTemplateListQuery,
  output: ZTemplatePage,
});

/** `GET /ixj_web/works/template?template_id=`: one visible template with its content. */
export const templateGet = defineCall({
  method: 'GET',
  path: '/ixj_web/works/template',
  service: 'main',
  area: 'templates',
  summary: '模板详情',
  auth: 'user',
  input: ZTemplateRef,
  output: ZTemplateDetail,
});

/** `POST /ixj_web/works/template`: a new template of the caller's own. */
export const templateAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/works/template',
  service: 'main',
  area: 'templates',
  summary: '新建模板',
  auth: 'user',
  input: ZTemplateAdd,
  output: z.object({ template_id: z.string() }),
  invalidates: READS,
});

/** `PUT /ixj_web/works/template`: edits one of the caller's templates (7013 otherwise). */
export const templateUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/works/template',
  service: 'main',
  area: 'templates',
  summary: '修改模板',
  auth: 'user',
  input: ZTemplateUpdate,
  output: z.object({ template_id: z.string() }),
  invalidates: READS,
});

/** `DELETE /ixj_web/works/template`: deletes one of the caller's templates (7013 otherwise). */
export const templateDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/works/template',
  service: 'main',
  area: 'templates',
  summary: '删除模板',
  auth: 'user',
  input: ZTemplateRef,
  output: z.object({ template_id: z.string() }),
  invalidates: READS,
});

/** `POST /ixj_web/works/published_template`: publishes a template to the current team, or for everyone. */
export const templatePublish = defineCall({
  method: 'POST',
  path: '/ixj_web/works/published_template',
  service: 'main',
  area: 'templates',
  summary: '发布模板到团队（官方用户可发布给所有人）',
  auth: 'user',
  input: ZTemplatePublish,
  output: z.object({ template_id: z.string(), published: z.boolean() }),
  invalidates: READS,
});

/** `DELETE /ixj_web/works/published_template`: withdraws a publication. */
export const templateWithdraw = defineCall({
  method: 'DELETE',
  path: '/ixj_web/works/published_template',
  service: 'main',
  area: 'templates',
  summary: '撤回已发布的模板',
  auth: 'user',
  input: ZTemplateRef,
  output: z.object({ template_id: z.string(), published: z.boolean() }),
  invalidates: READS,
});

/** `POST /ixj_web/works/apply_template`: a new idea or script document in a work, holding the template's content. */
export const templateApply = defineCall({
  method: 'POST',
  path: '/ixj_web/works/apply_template',
  service: 'main',
  area: 'templates',
  summary: '套用模板：在作品中新建构思文档或剧本文档',
  auth: 'user',
  input: ZTemplateApply,
  output: ZTemplateApplied,
  invalidates: ['/ixj_web/project/idea/list', '/ixj_web/project/doc/list'],
});
