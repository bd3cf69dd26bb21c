import { z } from 'zod';
import { ZScriptExportFormat } from '../doc-export-api';
import { zId } from '../ids';
import { ZJob, ZJobRef } from '../jobs';
import { ZPage } from '../team';
import { defineCall } from './define';

// Durable jobs (issue 8 section 4): a job is visible to its owner only; anyone else gets the same
// Chinese not-found message as for a job that does not exist.

/** `POST /ixj_web/works/export {project_id}`: queues an export of the whole work as a zip, or as one file in `format`. */
export const worksExportCall = defineCall({
  method: 'POST',
  path: '/ixj_web/works/export',
  service: 'main',
  area: 'works',
  summary: '导出整部作品（后台任务，完成后提供 zip 或所选格式的文件下载）',
  auth: 'user',
  input: z.object({
    project_id: zId('project_id'),
    /** Accepted for compatibility; access is always checked against the caller's memberships. */
    team_id: zId('team_id').optional(),
    /** One combined file in a script format instead of the zip of every document (issue 16). */
    format: ZScriptExportFormat.optional(),
  }),
  output: z.object({ job_id: z.string(), job: ZJob }),
  invalidates: ['/ixj_web/jobs/list'],
});

/** `GET /ixj_web/jobs/detail?job_id=`: state, progress and, when done, the result (export: url). */
export const jobDetailCall = defineCall({
  method: 'GET',
  path: '/ixj_web/jobs/detail',
  service: 'main',
  area: 'jobs',
  summary: '后台任务详情：状态、进度与结果',
  auth: 'user',
  input: ZJobRef,
  output: ZJob,
});

/** `POST /ixj_web/jobs/cancel {job_id}`: cancels a waiting or running job; answers it. */
export const jobCancelCall = defineCall({
  method: 'POST',
  path: '/ixj_web/jobs/cancel',
  service: 'main',
  area: 'jobs',
  summary: '取消排队中或进行中的后台任务',
  auth: 'user',
  input: ZJobRef,
  output: ZJob,
  invalidates: ['/ixj_web/jobs/list', '/ixj_web/jobs/detail'],
});

/** `GET /ixj_web/jobs/list`: the caller's jobs, newest first, paged (page_index from 1). */
export const jobListCall = defineCall({
  method: 'GET',
  path: '/ixj_web/jobs/list',
  service: 'main',
  area: 'jobs',
  summary: '我的后台任务列表（最新在前，分页）',
  auth: 'user',
  input: ZPage,
  output: z.object({
    list: z.array(ZJob),
    total: z.number().int(),
    page_index: z.number().int(),
    page_size: z.number().int(),
  }),
});

/**
 * `GET /ixj_web/jobs/events`: a server-sent event stream of the caller's job changes, with the
 * bearer token in the Authorization header (the web app reads it with fetch streaming, so the
 * token never appears in a URL). Events: `ready` once, then `job` with a job (the detail's shape)
 * whenever one of the caller's jobs changes state or progress; a comment line every 15 s.
 */
export const jobEventsCall = defineCall({
  method: 'GET',
  path: '/ixj_web/jobs/events',
  service: 'main',
  area: 'jobs',
  summary: '我的后台任务变化推送（SSE：ready、job 事件）',
  auth: 'user',
  answer: 'sse',
  input: z.object({}),
  output: ZJob,
});
