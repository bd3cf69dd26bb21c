import { adminSetSpecialTags, defineCall, ok, SpecialTagGate, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../../lib/route';
import { requireSpecialTag } from '../../lib/special-tag-gate';
import { requireUser } from '../../plugins/auth';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { call } from '../../test/inject';
import { signInBySms } from '../account/testing';

// lib/special-tag-gate.ts, tested here because it needs signed-in users and an operator (lib tests
// may not import areas). Test-only calls on gated paths no real call uses (character_analyse/ is gated
// as a prefix), so they never collide with the real AI calls.
const evaluateCall = defineCall({
  method: 'POST',
  path: '/ai_web/ai/character_analyse/test_only',
  service: 'ai',
  area: 'test',
  summary: '测试：AI评估',
  auth: 'user',
  input: z.object({}),
  output: z.string(),
});

describe('special tag gates', () => {
  let app: FastifyInstance;
  let operator: string;
  let writer: { token: string; userId: string };
  const setTags = (special_tags: Record<string, number>) =>
    okDef(app, adminSetSpecialTags, { token: operator, input: { user_id: writer.userId, special_tags } });

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_PHONES: '13600000001' });
    // A call the gate map lists is gated as it is registered, through route() or plainly.
    route(app, evaluateCall, {}, async () => ok('evaluated'));
    app.get('/ai_web/ai/comfy/drawing', { preHandler: requireUser }, async () => ok('drawn'));
    // A call outside the map takes the gate explicitly.
    app.get('/test/novel', { preHandler: [requireUser, requireSpecialTag('novel_to_script')] }, async () =>
      ok('converted'),
    );
    operator = (await signInBySms(app, '13600000001')).token;
    const w = await signInBySms(app, '13600000002');
    writer = { token: w.token, userId: w.user_id };
  });
  afterAll(async () => app.close());

  it('refuses a gated call with 7013 and the Chinese reason until an operator sets the tag', async () => {
    const refused = await call(app, 'POST', '/ai_web/ai/character_analyse/test_only', {
      token: writer.token,
      body: {},
    });
    expect([refused.status, refused.msg]).toEqual([Status.NO_PERMISSION, '该功能需开通「AI评估」权限']);
    const comfy = await call(app, 'GET', '/ai_web/ai/comfy/drawing', { token: writer.token });
    expect([comfy.status, comfy.msg]).toEqual([Status.NO_PERMISSION, SpecialTagGate.comfy_ui.reason]);
    const anonymous = await call(app, 'POST', '/ai_web/ai/character_analyse/test_only', { body: {} });
    expect(anonymous.status).toBe(Status.TOKEN_INVALID);

    await setTags({ ai_evaluate: 1 });
    const allowed = await call(app, 'POST', '/ai_web/ai/character_analyse/test_only', {
      token: writer.token,
      body: {},
    });
    expect([allowed.status, allowed.data]).toEqual([0, 'evaluated']);
    // Turning it off applies at once.
    await setTags({ ai_evaluate: 0 });
    const again = await call(app, 'POST', '/ai_web/ai/character_analyse/test_only', {
      token: writer.token,
      body: {},
    });
    expect(again.status).toBe(Status.NO_PERMISSION);
  });

  it('novel-to-script needs a chat level and novel_to_script together', async () => {
    const reason = '该功能需开通「AI对话」和「小说转剧本」权限';
    await setTags({ novel_to_script: 1 });
    expect((await call(app, 'GET', '/test/novel', { token: writer.token })).msg).toBe(reason);
    await setTags({ ai_chat: 1, novel_to_script: 0 });
    expect((await call(app, 'GET', '/test/novel', { token: writer.token })).msg).toBe(reason);
    await setTags({ novel_to_script: 1 });
    expect((await call(app, 'GET', '/test/novel', { token: writer.token })).data).toBe('converted');
  });
});
