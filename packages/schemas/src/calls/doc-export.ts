import { z } from 'zod';
import { ZDocExport, ZVolumeExport, ZWorkEstimate, ZWorkEstimateQuery } from '../doc-export-api';
import { defineCall } from './define';

// Export of scripts as files (issue 16) and the page / screen-time estimates. Access: membership of
// the work (8003 otherwise). A whole work exports as a durable job: POST /ixj_web/works/export with
// a `format` (calls/jobs.ts).

/** `GET /ixj_web/project/doc/export?doc_id=&format=`: the document as a file (or the envelope on an error). */
export const projectDocExport = defineCall({
  method: 'GET',
  path: '/ixj_web/project/doc/export',
  service: 'main',
  area: 'docs',
  summary: '导出文档（Word、PDF、Fountain、Final Draft 或纯文本文件）',
  auth: 'user',
  answer: 'binary',
  timeout: 'export',
  input: ZDocExport,
  output: z.string(),
});

/** `GET /ixj_web/project/volume/export?volume_id=&format=`: every document of a volume as one file. */
export const projectVolumeExport = defineCall({
  method: 'GET',
  path: '/ixj_web/project/volume/export',
  service: 'main',
  area: 'docs',
  summary: '导出分卷（卷内全部文档合为一个文件）',
  auth: 'user',
  answer: 'binary',
  timeout: 'export',
  input: ZVolumeExport,
  output: z.string(),
});

/** `GET /ixj_web/project/doc/estimate?project_id=`: pages and screen time per document and in total. */
export const projectDocEstimate = defineCall({
  method: 'GET',
  path: '/ixj_web/project/doc/estimate',
  service: 'main',
  area: 'docs',
  summary: '作品的页数与时长估算（每集与全剧）',
  auth: 'user',
  input: ZWorkEstimateQuery,
  output: ZWorkEstimate,
});
