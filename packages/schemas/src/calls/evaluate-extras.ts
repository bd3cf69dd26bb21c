import { z } from 'zod';
import { ZEid } from '../evaluate-api';
import {
  ZAddBaseWork,
  ZBaseWork,
  ZCharacterAnalysis,
  ZPostedFinding,
  ZPostReportToReview,
} from '../evaluate-extras-api';
import { defineCall } from './define';

// AI evaluation extras (issue 15; spec 01 section 7.6): findings into the supervisor review,
// benchmark works, character analysis. Same gate and ownership as the evaluation calls (evaluate.ts).

const RESULT = '/ai_web/ai/character_analyse/result';

/**
 * `POST /ai_web/ai/post_report_to_review {eid, report_id?, items?}`: the chosen findings (all without
 * items) become supervisor comments on the quoted words of the documents they quote; the caller must
 * comment on every one of those documents (7013 otherwise, nothing posted).
 */
export const aiPostReportToReview = defineCall({
  method: 'POST',
  path: '/ai_web/ai/post_report_to_review',
  service: 'ai',
  area: 'ai',
  summary: '把评估意见发到审阅（锚定到引文的批注）',
  auth: 'user',
  input: ZPostReportToReview,
  output: z.object({
    posted: z.array(ZPostedFinding),
    /** Findings not posted (their document is deleted), with why. */
    skipped: z.array(z.object({ item: z.string(), reason: z.string() })),
  }),
  invalidates: ['/ixj_web/works/comment/list'],
});

/** `GET /ai_web/ai/base_work_list`: the caller's benchmark works, newest first. */
export const aiBaseWorkList = defineCall({
  method: 'GET',
  path: '/ai_web/ai/base_work_list',
  service: 'ai',
  area: 'ai',
  summary: '标杆作品列表',
  auth: 'user',
  input: z.object({}),
  output: z.object({ list: z.array(ZBaseWork) }),
});

/** `POST /ai_web/ai/add_base_work {eid, report_id?, base_name?}`: makes a finished report a benchmark; data.base_id. */
export const aiAddBaseWork = defineCall({
  method: 'POST',
  path: '/ai_web/ai/add_base_work',
  service: 'ai',
  area: 'ai',
  summary: '设为标杆作品',
  auth: 'user',
  input: ZAddBaseWork,
  output: z.object({ base_id: z.string() }),
  invalidates: ['/ai_web/ai/base_work_list'],
});

/** `POST /ai_web/ai/character_analyse/launch {eid}`: queues the character analysis of the newest snapshot. */
export const aiCharacterAnalyseLaunch = defineCall({
  method: 'POST',
  path: '/ai_web/ai/character_analyse/launch',
  service: 'ai',
  area: 'ai',
  summary: '开始AI人物分析（后台任务）',
  auth: 'user',
  input: ZEid,
  output: ZCharacterAnalysis,
  invalidates: [RESULT],
});

/** `GET /ai_web/ai/character_analyse/result?eid=`: the analysis state and its characters. */
export const aiCharacterAnalyseResult = defineCall({
  method: 'GET',
  path: RESULT,
  service: 'ai',
  area: 'ai',
  summary: 'AI人物分析结果',
  auth: 'user',
  input: ZEid,
  output: ZCharacterAnalysis,
});

/** `GET /ai_web/ai/character_analyse/err_reset?eid=`: clears a failed run (the last finished result shows again). */
export const aiCharacterAnalyseErrReset = defineCall({
  method: 'GET',
  path: '/ai_web/ai/character_analyse/err_reset',
  service: 'ai',
  area: 'ai',
  summary: '重置失败的人物分析',
  auth: 'user',
  input: ZEid,
  output: ZCharacterAnalysis,
  invalidates: [RESULT],
});
