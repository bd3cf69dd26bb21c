import { z } from 'zod';
import { defineCall } from './define';

/** `GET /ixj_web/openapi.json`: the OpenAPI 3.1 document of every call (plain JSON, no envelope). */
export const openApiDocument = defineCall({
  method: 'GET',
  path: '/ixj_web/openapi.json',
  service: 'main',
  area: 'reference',
  summary: '全部接口的 OpenAPI 3.1 文档',
  auth: 'public',
  answer: 'json',
  input: z.object({}),
  output: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }).loose(),
});

/**
 * The browsable reference page for integrators and its renderer script. Both are served by the
 * Scalar plugin (bundled in its package, no CDN), which registers these exact paths itself.
 */
export const apiReferencePage = defineCall({
  method: 'GET',
  // The plugin serves the page under the trailing slash (relative script path) and redirects to it.
  path: '/ixj_web/reference/',
  service: 'main',
  area: 'reference',
  summary: '接口参考页面',
  auth: 'public',
  answer: 'html',
  input: z.object({}),
  output: z.string(),
});

/** `GET /ixj_web/reference/js/scalar.js`: the page's renderer script. */
export const apiReferenceScript = defineCall({
  method: 'GET',
  path: '/ixj_web/reference/js/scalar.js',
  service: 'main',
  area: 'reference',
  summary: '接口参考页面的渲染脚本',
  auth: 'public',
  answer: 'binary',
  input: z.object({}),
  output: z.string(),
});

/** `GET /healthz`: 200 `{"status":0}` once the API, database and relay are ready; 503 before. */
export const healthz = defineCall({
  method: 'GET',
  path: '/healthz',
  service: 'main',
  area: 'reference',
  summary: '服务就绪检查',
  auth: 'public',
  input: z.object({}),
  output: z.null(),
});
