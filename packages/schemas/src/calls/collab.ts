import { z } from 'zod';
import {
  ZCollabAppendRequest,
  ZCollabAuthRequest,
  ZCollabAuthResult,
  ZCollabCompactRequest,
  ZCollabLoadQuery,
  ZCollabLoadResult,
  ZCollabStoreRequest,
} from '../relay';
import { defineCall } from './define';

/** `POST /internal/collab/auth`: who a relay connection's token is and what it may do with the document. */
export const collabAuth = defineCall({
  method: 'POST',
  path: '/internal/collab/auth',
  service: 'main',
  area: 'collab',
  summary: '协作中继：校验连接身份与文档权限',
  auth: 'internal',
  input: ZCollabAuthRequest,
  output: ZCollabAuthResult,
});

/** `GET /internal/collab/load`: a document's stored Yjs state (base64; null for a new document). */
export const collabLoad = defineCall({
  method: 'GET',
  path: '/internal/collab/load',
  service: 'main',
  area: 'collab',
  summary: '协作中继：读取文档的 Yjs 状态',
  auth: 'internal',
  input: ZCollabLoadQuery,
  output: ZCollabLoadResult,
});

/** `POST /internal/collab/store`: a checkpoint of a document's Yjs state, merged into the stored one. */
export const collabStore = defineCall({
  method: 'POST',
  path: '/internal/collab/store',
  service: 'main',
  area: 'collab',
  summary: '协作中继：保存文档的 Yjs 状态',
  auth: 'internal',
  input: ZCollabStoreRequest,
  output: z.object({ document: z.string(), stored: z.boolean(), version: z.number().int() }),
});

/**
 * `POST /internal/collab/compact`: a live document's periodic checkpoint, its update log folded into
 * the stored checkpoint off the event loop (no state sent); answers the checkpoint's digest.
 */
export const collabCompact = defineCall({
  method: 'POST',
  path: '/internal/collab/compact',
  service: 'main',
  area: 'collab',
  summary: '协作中继：把更新日志并入文档的 Yjs 检查点',
  auth: 'internal',
  input: ZCollabCompactRequest,
  output: z.object({ document: z.string(), stored: z.boolean(), state_hash: z.string().nullable() }),
});

/**
 * `POST /internal/collab/append`: updates a relay received, appended to the documents' update logs
 * (one multi-row insert) before the relay acknowledges them; checkpoints fold them in later.
 */
export const collabAppend = defineCall({
  method: 'POST',
  path: '/internal/collab/append',
  service: 'main',
  area: 'collab',
  summary: '协作中继：追加文档的更新日志',
  auth: 'internal',
  input: ZCollabAppendRequest,
  output: z.object({ appended: z.number().int() }),
});
