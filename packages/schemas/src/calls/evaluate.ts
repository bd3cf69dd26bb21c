import { z } from 'zod';
import {
  ZAddEvaluateWork,
  ZEid,
  ZEvaluateSnapshot,
  ZEvaluateWork,
  ZUpdateEvaluateWork,
} from '../evaluate-api';
import { ZEvaluateReportAnswer } from '../evaluate-extras-api';
import { zId } from '../ids';
import { defineCall } from './define';

// AI evaluation (issue 15; spec 01 section 7.6), gated by special_tags.ai_evaluate (special-tags.ts)
// and, for a work of the product, the work permission AiEvaluate. An evaluation work belongs to the
// user who added it; anyone else gets the not-found message. Runs are durable jobs (jobs/cancel
// cancels one); without a chat engine exe_evaluate answers 9001 and queues nothing.

/** `GET /ai_web/ai/evaluation_template`: the scored dimensions, and whether a chat engine is configured. */
export const aiEvaluationTemplate = defineCall({
  method: 'GET',
  path: '/ai_web/ai/evaluation_template',
  service: 'ai',
  area: 'ai',
  summary: 'AI评估的评分维度',
  auth: 'user',
  input: z.object({}),
  output: z.object({
    list: z.array(z.object({ key: z.string(), name: z.string(), hint: z.string() })),
    /** False without a chat engine: the pages show 未配置 with `missing` (what an operator sets). */
    engine_ready: z.boolean(),
    missing: z.string(),
  }),
});

/** `GET /ai_web/ai/evaluate_work_list`: the caller's evaluation works, newest first (optionally of one work). */
export const aiEvaluateWorkList = defineCall({
  method: 'GET',
  path: '/ai_web/ai/evaluate_work_list',
  service: 'ai',
  area: 'ai',
  summary: '我的评估作品列表（含状态与进度）',
  auth: 'user',
  input: z.object({ work_id: zId('work_id').optional() }),
  output: z.object({ list: z.array(ZEvaluateWork) }),
});

/** `POST /ai_web/ai/upload_file`: a .txt or .docx outside work (multipart, field file); answers file_id for add_evaluate_work. */
export const aiEvaluateUploadFile = defineCall({
  method: 'POST',
  path: '/ai_web/ai/upload_file',
  service: 'ai',
  area: 'ai',
  summary: '上传外部作品（.txt / .docx）用于评估',
  auth: 'user',
  body: 'multipart',
  timeout: 'upload',
  input: z.object({}),
  output: z.object({ file_id: z.string(), file_name: z.string(), char_count: z.number().int() }),
});

/** `POST /ai_web/ai/add_evaluate_work {work_id, work_from}`: adds a work to evaluate; data.eid. */
export const aiAddEvaluateWork = defineCall({
  method: 'POST',
  path: '/ai_web/ai/add_evaluate_work',
  service: 'ai',
  area: 'ai',
  summary: '添加评估作品（站内作品或已上传的外部作品）',
  auth: 'user',
  input: ZAddEvaluateWork,
  output: z.object({ eid: z.string() }),
  invalidates: ['/ai_web/ai/evaluate_work_list'],
});

/** `POST /ai_web/ai/repeat_add_evaluate_work {eid}`: a fresh evaluation work of the same source; data.eid. */
export const aiRepeatAddEvaluateWork = defineCall({
  method: 'POST',
  path: '/ai_web/ai/repeat_add_evaluate_work',
  service: 'ai',
  area: 'ai',
  summary: '再次添加同一作品进行评估',
  auth: 'user',
  input: ZEid,
  output: z.object({ eid: z.string() }),
  invalidates: ['/ai_web/ai/evaluate_work_list'],
});

/** `POST /ai_web/ai/exe_evaluate {eid}`: snapshots the text and queues the evaluation job. */
export const aiExeEvaluate = defineCall({
  method: 'POST',
  path: '/ai_web/ai/exe_evaluate',
  service: 'ai',
  area: 'ai',
  summary: '开始AI评估（后台任务）',
  auth: 'user',
  input: ZEid,
  output: z.object({ eid: z.string(), job_id: z.string(), status: z.number().int() }),
  invalidates: ['/ai_web/ai/evaluate_work_list'],
});

/** `GET /ai_web/ai/evaluate_report_list?eid=`: the reports of an evaluation work, newest first. */
export const aiEvaluateReportList = defineCall({
  method: 'GET',
  path: '/ai_web/ai/evaluate_report_list',
  service: 'ai',
  area: 'ai',
  summary: '评估报告列表',
  auth: 'user',
  input: ZEid,
  output: z.object({
    list: z.array(
      z.object({
        report_id: z.string(),
        snapshot_id: z.string(),
        overall_score: z.number(),
        create_time: z.string(),
      }),
    ),
  }),
});

const ZReportRef = z.object({ eid: zId('eid'), report_id: zId('report_id').optional() });

/** `GET /ai_web/ai/evaluate_report_content?eid=&report_id=`: a structured report (the newest without report_id). */
export const aiEvaluateReportContent = defineCall({
  method: 'GET',
  path: '/ai_web/ai/evaluate_report_content',
  service: 'ai',
  area: 'ai',
  summary: '评估报告内容（分维度评分、理由与原文引用）',
  auth: 'user',
  input: ZReportRef,
  output: ZEvaluateReportAnswer,
});

/** `GET /ai_web/ai/novel_report_content?eid=`: the same report for a novel (no short-drama part). */
export const aiNovelReportContent = defineCall({
  method: 'GET',
  path: '/ai_web/ai/novel_report_content',
  service: 'ai',
  area: 'ai',
  summary: '小说评估报告内容',
  auth: 'user',
  input: ZReportRef,
  output: ZEvaluateReportAnswer,
});

/** `GET /ai_web/ai/doc_snapshot_list?eid=`: the texts the runs evaluated, newest first. */
export const aiDocSnapshotList = defineCall({
  method: 'GET',
  path: '/ai_web/ai/doc_snapshot_list',
  service: 'ai',
  area: 'ai',
  summary: '评估时的作品快照',
  auth: 'user',
  input: ZEid,
  output: z.object({ list: z.array(ZEvaluateSnapshot) }),
});

/** `PUT /ai_web/ai/update_evaluate_work {eid, work_name?, is_delete?}`: renames, or deletes with is_delete 1. */
export const aiUpdateEvaluateWork = defineCall({
  method: 'PUT',
  path: '/ai_web/ai/update_evaluate_work',
  service: 'ai',
  area: 'ai',
  summary: '修改或删除评估作品',
  auth: 'user',
  input: ZUpdateEvaluateWork,
  output: z.object({ eid: z.string(), status: z.number().int() }),
  invalidates: ['/ai_web/ai/evaluate_work_list'],
});

/** `DELETE /ai_web/ai/delete_work_all_evaluate?work_id=`: deletes all the caller's evaluation works of one work. */
export const aiDeleteWorkAllEvaluate = defineCall({
  method: 'DELETE',
  path: '/ai_web/ai/delete_work_all_evaluate',
  service: 'ai',
  area: 'ai',
  summary: '删除某作品的全部评估',
  auth: 'user',
  input: z.object({ work_id: zId('work_id') }),
  output: z.object({ deleted: z.number().int() }),
  invalidates: ['/ai_web/ai/evaluate_work_list'],
});
