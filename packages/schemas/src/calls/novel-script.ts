import { z } from 'zod';
import { ZNovelConversion, ZNovelRecordRef, ZNovelToScript } from '../novel-script-api';
import { defineCall } from './define';

// Novel to script (spec 03 section 7; gated by special_tags.novel_to_script and a chat tag). A
// conversion is a durable job of the caller's; its record id is the job id.

/** `POST /ai_web/ai/novel_to_screenplay`: queues a conversion; 9001 without an engine (nothing queued). */
export const aiNovelToScreenplay = defineCall({
  method: 'POST',
  path: '/ai_web/ai/novel_to_screenplay',
  service: 'main',
  area: 'novel-script',
  summary: '小说转剧本：排队转换（后台任务，完成后生成剧集文档）',
  auth: 'user',
  input: ZNovelToScript,
  output: z.object({ record_id: z.string(), record: ZNovelConversion }),
  invalidates: ['/ai_web/ai/get_latest_record', '/ixj_web/jobs/list'],
});

/** `POST /ai_web/ai/cancel_conversion {record_id}`: cancels it; nothing it converted is kept. */
export const aiCancelConversion = defineCall({
  method: 'POST',
  path: '/ai_web/ai/cancel_conversion',
  service: 'main',
  area: 'novel-script',
  summary: '取消小说转剧本',
  auth: 'user',
  input: ZNovelRecordRef,
  output: ZNovelConversion,
  invalidates: ['/ai_web/ai/get_latest_record', '/ai_web/ai/conversion_result'],
});

/** `GET /ai_web/ai/conversion_result?record_id=`: state, per-chunk progress, and when done the created episodes. */
export const aiConversionResult = defineCall({
  method: 'GET',
  path: '/ai_web/ai/conversion_result',
  service: 'main',
  area: 'novel-script',
  summary: '小说转剧本的进度与结果',
  auth: 'user',
  input: ZNovelRecordRef,
  output: ZNovelConversion,
});

/** `GET /ai_web/ai/get_latest_record`: the caller's last conversion (null when none), so the page resumes. */
export const aiGetLatestRecord = defineCall({
  method: 'GET',
  path: '/ai_web/ai/get_latest_record',
  service: 'main',
  area: 'novel-script',
  summary: '我最近一次小说转剧本',
  auth: 'user',
  input: z.object({}),
  output: ZNovelConversion.nullable(),
});
