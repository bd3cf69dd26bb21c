import { aiEngineCheck, aiEngines, ENGINE_CAPABILITIES, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpDouble, sendJson, startHttpDouble } from '../../engines/testing/http-double';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { signInBySms } from '../account/testing';

describe('AI engines calls with no engine configured', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp();
    token = (await signInBySms(app, '13900000101')).token;
    // The first app of a test process builds the PGlite template: slow on a busy machine.
  }, 180_000);
  afterAll(async () => app.close());

  it('lists every capability; the outside ones are unavailable with no engine', async () => {
    const data = await okDef(app, aiEngines, { token });
    expect(data.list.map((c) => c.capability)).toEqual(ENGINE_CAPABILITIES);
    for (const capability of [
      'chat',
      'evaluate',
      'novel_to_script',
      'transcription',
      'draw',
      'comfy',
      'train_lora',
    ]) {
      expect(data.list.find((c) => c.capability === capability)).toEqual({
        capability,
        available: false,
        engine: null,
      });
    }
    // jieba ships inside its npm package, so keywords are always served locally.
    expect(data.list.find((c) => c.capability === 'keywords')).toEqual({
      capability: 'keywords',
      available: true,
      engine: 'jieba',
    });
  });

  it('answers 9001 AI引擎未配置 for a capability without an engine, never HTTP 404', async () => {
    const res = await callDef(app, aiEngineCheck, { token, input: { capability: 'chat' } });
    expect([res.httpStatus, res.status, res.msg]).toEqual([200, Status.AI_ENGINE_MISSING, 'AI引擎未配置']);
  });

  it('needs a signed-in user and a known capability', async () => {
    expect((await callDef(app, aiEngines)).status).toBe(Status.TOKEN_INVALID);
    const bad = await callDef(app, aiEngineCheck, { token, input: { capability: 'telepathy' as 'chat' } });
    expect(bad.status).not.toBe(0);
    expect(bad.msg).toContain('capability');
  });
});

describe('AI engines calls with an OpenAI-compatible engine configured', () => {
  let app: FastifyInstance;
  let token: string;
  let llm: HttpDouble;

  beforeAll(async () => {
    llm = await startHttpDouble((req, res) => {
      if (req.url === '/v1/models')
        return sendJson(res, 200, { object: 'list', data: [{ id: 'qwen2.5:7b' }, { id: 'qwen2.5:32b' }] });
      sendJson(res, 404, { error: { message: 'not found' } });
    });
    app = await createTestApp({
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_MODELS: 'qwen=qwen2.5:7b,gpt-4=qwen2.5:32b',
      SD_WEBUI_URL: 'http://127.0.0.1:9',
    });
    token = (await signInBySms(app, '13900000102')).token;
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await llm.close();
  });

  it('shows the LLM capabilities served by the openai-compatible engine', async () => {
    const { list } = await okDef(app, aiEngines, { token });
    const engineOf = Object.fromEntries(list.map((c) => [c.capability, c.available ? c.engine : null]));
    expect(engineOf).toMatchObject({
      chat: 'openai-compatible',
      evaluate: 'openai-compatible',
      novel_to_script: 'openai-compatible',
      draw: 'sd-webui',
      comfy: null,
    });
  });

  it('checks the configured engine over its real protocol', async () => {
    const check = await okDef(app, aiEngineCheck, { token, input: { capability: 'chat' } });
    expect(check).toMatchObject({
      capability: 'chat',
      engine: 'openai-compatible',
      reachable: true,
      detail: '2 models; default qwen2.5:7b',
    });
    expect(llm.requests.at(-1)!.url).toBe('/v1/models');
  });

  it('reports an unreachable engine in Chinese without its internals', async () => {
    const check = await okDef(app, aiEngineCheck, { token, input: { capability: 'draw' } });
    expect(check).toMatchObject({ engine: 'sd-webui', reachable: false, detail: '无法连接引擎' });
  });
});
