import { z } from 'zod';
import { ZEngineCheck, ZEngineCheckQuery, ZEngineList } from '../engines';
import { defineCall } from './define';

// The AI area (spec 03). Engines: which capability has an engine, so the web app can show 未配置;
// every AI call whose engine is missing answers 9001 `AI引擎未配置`.

/** `GET /ai_web/ai/engines`: one row per capability: available or not, and which engine serves it. */
export const aiEngines = defineCall({
  method: 'GET',
  path: '/ai_web/ai/engines',
  service: 'ai',
  area: 'ai',
  summary: 'AI 引擎：各能力是否可用及由哪个引擎提供',
  auth: 'user',
  input: z.object({}),
  output: ZEngineList,
});

/** `GET /ai_web/ai/engine_check?capability=`: asks that capability's engine something cheap; 9001 when none. */
export const aiEngineCheck = defineCall({
  method: 'GET',
  path: '/ai_web/ai/engine_check',
  service: 'ai',
  area: 'ai',
  summary: 'AI 引擎：检查某能力的引擎能否连通（未配置时 9001）',
  auth: 'user',
  input: ZEngineCheckQuery,
  output: ZEngineCheck,
});
