import crypto from 'node:crypto';
import net from 'node:net';
import {
  adminSetApproval,
  adminSetSpecialTags,
  Status,
  type TRefreshResult,
  type TUser,
  userGetMyInfo,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { signInBySms, smsCode } from '../modules/account/testing';
import { makeImage, multipartBody } from '../modules/files/testing';
import { createScratchPostgres, createTestApp } from '../test/app';
import { callDef, okDef } from '../test/call';
import { fakeClock } from '../test/clock';
import { call } from '../test/inject';
import { countQueries } from '../test/query-counter';

// The signed-in hot path (get_my_info) answers from a short-lived in-process cache of the session
// and the presented user; every way a session ends or an account changes must still show at once,
// in this process and, over Redis, in every other API process.

const me = (app: FastifyInstance, token: string) => callDef(app, userGetMyInfo, { token });

/** Calls get_my_info twice so both the session and the presented user are cached. */
async function warm(app: FastifyInstance, token: string): Promise<TUser> {
  await okDef(app, userGetMyInfo, { token });
  return okDef(app, userGetMyInfo, { token });
}

describe('signed-in cache: hits and invalidation in one process', () => {
  const OPERATOR = '13700000001';
  let app: FastifyInstance;
  let operator: string;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_PHONES: OPERATOR, TOKEN_TTL_DAYS: '2' });
    clock = fakeClock(app);
    operator = (await signInBySms(app, OPERATOR)).token;
  });
  afterAll(async () => app.close());

  it('a warm get_my_info issues no database query at all (session and user both cached)', async () => {
    const u = await signInBySms(app, '13700000002');
    await me(app, u.token);
    const counter = countQueries(app);
    try {
      for (let i = 0; i < 3; i++) expect((await me(app, u.token)).data.user_id).toBe(u.user_id);
      expect(counter.names()).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('logout ends the session at once with the cache warm', async () => {
    const u = await signInBySms(app, '13700000003');
    await warm(app, u.token);
    expect((await call(app, 'POST', '/ixj_web/user/logout', { token: u.token })).status).toBe(0);
    expect((await me(app, u.token)).status).toBe(Status.TOKEN_INVALID);
  });

  it('refresh: the old token (cached) works through its grace only, the new one at once', async () => {
    const u = await signInBySms(app, '13700000004');
    await warm(app, u.token);
    const r = await call<TRefreshResult>(app, 'GET', '/ixj_web/user/refresh_token', { token: u.token });
    expect(r.status).toBe(0);
    expect((await me(app, r.data.token)).data.user_id).toBe(u.user_id);
    clock.advance(59_000);
    expect((await me(app, u.token)).status).toBe(0);
    clock.advance(2_000);
    // The fake clock moved 61 s but no real time passed: a cache that kept the old expiry would answer 0.
    expect((await me(app, u.token)).status).toBe(Status.TOKEN_INVALID);
    expect((await me(app, r.data.token)).status).toBe(0);
  });

  it('set_password signs the other (cached) sessions out at once and keeps the current one', async () => {
    const a = await signInBySms(app, '13700000005');
    clock.advance(61_000);
    const b = await signInBySms(app, '13700000005');
    await warm(app, a.token);
    await warm(app, b.token);
    const set = await call(app, 'PUT', '/ixj_web/user/set_password', {
      token: b.token,
      body: { password: 'pass1234' },
    });
    expect(set.status).toBe(0);
    expect((await me(app, a.token)).status).toBe(Status.TOKEN_INVALID);
    expect((await me(app, b.token)).data.has_password).toBe('1');
  });

  it('profile and phone changes show in get_my_info at once', async () => {
    const u = await signInBySms(app, '13700000006');
    expect((await warm(app, u.token)).name).toBe('用户0006');
    const put = (url: string, body: unknown) => call<TUser>(app, 'PUT', url, { token: u.token, body });
    expect((await put('/ixj_web/user/update_user', { name: '缓存测试', sex: 2 })).status).toBe(0);
    expect((await me(app, u.token)).data).toMatchObject({ name: '缓存测试', sex: 2 });

    clock.advance(61_000);
    const oldCode = await smsCode(app, '13700000006', 2, u.token);
    expect(
      (await put('/ixj_web/user/change_phone', { opt_type: 1, phone: '13700000006', sms_code: oldCode }))
        .status,
    ).toBe(0);
    await warm(app, u.token);
    const newCode = await smsCode(app, '13700000016', 3, u.token);
    expect(
      (await put('/ixj_web/user/change_phone', { opt_type: 2, phone: '13700000016', sms_code: newCode }))
        .status,
    ).toBe(0);
    expect((await me(app, u.token)).data.phone).toBe('13700000016');
  });

  it('an avatar upload shows in get_my_info at once', async () => {
    const u = await signInBySms(app, '13700000007');
    expect((await warm(app, u.token)).avatar).toBe('');
    const body = multipartBody([
      { name: 'file', filename: 'me.png', contentType: 'image/png', data: await makeImage('png', 64, 64) },
    ]);
    const res = await app.inject({
      method: 'PUT',
      url: '/ixj_web/user/upload_and_set_avatar',
      headers: { ...body.headers, authorization: `Bearer ${u.token}` },
      payload: body.payload,
    });
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(/^\/files\//);
    expect((await me(app, u.token)).data.avatar).toBe(avatar);
  });

  it("an operator's special tags and approval show in the user's get_my_info at once", async () => {
    const u = await signInBySms(app, '13700000008');
    const before = await warm(app, u.token);
    expect([before.special_tags.ai_chat, before.features.ai_chat]).toEqual([0, false]);
    await okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: u.user_id, special_tags: { ai_chat: 1 } },
    });
    const after = (await me(app, u.token)).data;
    expect([after.special_tags.ai_chat, after.features.ai_chat]).toEqual([1, true]);

    // Outside internal-only mode approval opens nothing, but the operator's flag still shows.
    expect((await warm(app, u.token)).approved).toBe(0);
    await okDef(app, adminSetApproval, { token: operator, input: { user_id: u.user_id, approved: 1 } });
    expect((await me(app, u.token)).data.approved).toBe(1);
  });
});

describe('signed-in cache: an operator revoking an account in internal-only mode', () => {
  let app: FastifyInstance;
  let operator: string;
  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_ONLY: '1', ADMIN_PHONES: '13700000101' });
    operator = (await signInBySms(app, '13700000101')).token;
  });
  afterAll(async () => app.close());

  it('signs the account out at once although its session and user were cached', async () => {
    const phone = '13700000102';
    const clock = fakeClock(app);
    // The first attempt creates the waiting account; the operator approves it; then it signs in.
    const waiting = await call(app, 'POST', '/ixj_web/user/login', {
      body: { login_type: 2, phone, sms_code: await smsCode(app, phone) },
    });
    expect(waiting.status).toBe(Status.NOT_APPROVED);
    await okDef(app, adminSetApproval, { token: operator, input: { phone, approved: 1 } });
    clock.advance(61_000);
    const u = await signInBySms(app, phone);
    expect((await warm(app, u.token)).approved).toBe(1);
    await okDef(app, adminSetApproval, { token: operator, input: { user_id: u.user_id, approved: 0 } });
    expect((await me(app, u.token)).status).toBe(Status.TOKEN_INVALID);
  });
});

// --- two API processes sharing PostgreSQL and Redis -------------------------------------------

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING at the URL (a plain socket: the API has no Redis client). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function postgresAnswers(): Promise<boolean> {
  try {
    await (await createScratchPostgres({ connectionTimeoutMillis: 2_000 })).drop();
    return true;
  } catch {
    return false;
  }
}

const services = (await redisAnswers(redisUrl)) && (await postgresAnswers());
if (!services && process.env.CI === 'true') throw new Error('CI needs PostgreSQL and Redis for this file');

describe.skipIf(!services)('signed-in cache: two API processes sharing PostgreSQL and Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop: () => Promise<void>;

  async function instance(url: string): Promise<FastifyInstance> {
    const dataDir = `/tmp/juzuo-test-${crypto.randomBytes(6).toString('hex')}`;
    const config = testConfig({ DATA_DIR: dataDir, DATABASE_URL: url, REDIS_URL: redisUrl });
    const database = await openDatabase({ databaseUrl: url });
    const app = await buildApp({ config, database });
    app.addHook('onClose', async () => database.close());
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    const scratch = await createScratchPostgres();
    drop = scratch.drop;
    a = await instance(scratch.url);
    b = await instance(scratch.url);
    // Until B hears the channel it does not trust its cache; wait so the warm calls below do hit it.
    for (let waited = 0; !b.signedInCache.listening(); waited += 20) {
      if (waited > 5_000) throw new Error('B never subscribed to the access channel');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  // Well under the cache's lifetime: a change must travel over Redis, not wait for expiry.
  const soon = { timeout: 1_000, interval: 20 };

  it('B serves a warm get_my_info from its cache (no query)', async () => {
    const u = await signInBySms(a, '13700000201');
    await warm(b, u.token);
    const counter = countQueries(b);
    try {
      expect((await me(b, u.token)).data.user_id).toBe(u.user_id);
      expect(counter.count()).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it("a profile change on A shows on B's warm cache within a second", async () => {
    const u = await signInBySms(a, '13700000202');
    await warm(b, u.token);
    expect(
      (await call(a, 'PUT', '/ixj_web/user/update_user', { token: u.token, body: { name: '另一进程' } }))
        .status,
    ).toBe(0);
    await expect.poll(async () => (await me(b, u.token)).data.name, soon).toBe('另一进程');
  });

  it('a logout on A ends the session on B within a second', async () => {
    const u = await signInBySms(a, '13700000203');
    await warm(b, u.token);
    expect((await call(a, 'POST', '/ixj_web/user/logout', { token: u.token })).status).toBe(0);
    await expect.poll(async () => (await me(b, u.token)).status, soon).toBe(Status.TOKEN_INVALID);
  });

  it("a password change on A signs the user's other sessions out on B within a second", async () => {
    const clock = fakeClock(a);
    const first = await signInBySms(a, '13700000204');
    clock.advance(61_000);
    const second = await signInBySms(a, '13700000204');
    await warm(b, first.token);
    await warm(b, second.token);
    const set = await call(a, 'PUT', '/ixj_web/user/set_password', {
      token: second.token,
      body: { password: 'pass1234' },
    });
    expect(set.status).toBe(0);
    await expect.poll(async () => (await me(b, first.token)).status, soon).toBe(Status.TOKEN_INVALID);
    expect((await me(b, second.token)).data.has_password).toBe('1');
  });
});
