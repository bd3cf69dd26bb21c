import { Status, StatusMessage, type TRefreshResult, type TUser } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { fakeClock } from '../../test/clock';
import { call } from '../../test/inject';
import { pruneAccountData } from './prune';
import { signInBySms } from './testing';

const expiredMsg = StatusMessage[Status.TOKEN_INVALID];

describe('tokens: get_my_info, logout, refresh, expiry', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TOKEN_TTL_DAYS: '2' });
  });
  afterAll(async () => app.close());

  it('get_my_info needs a valid bearer token', async () => {
    for (const token of [undefined, 'nonsense', 'x'.repeat(300)]) {
      const res = await call(app, 'GET', '/ixj_web/user/get_my_info', { token });
      expect([res.status, res.msg]).toEqual([Status.TOKEN_INVALID, expiredMsg]);
    }
    const u = await signInBySms(app, '13600000001');
    const me = await call<TUser>(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token });
    expect(me.status).toBe(0);
    expect(me.data.user_id).toBe(u.user_id);
  });

  it('logout revokes the token at once (cached or not) and is idempotent', async () => {
    const u = await signInBySms(app, '13600000002');
    const other = await signInBySms(app, '13600000003');
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token })).status).toBe(0);
    expect((await call(app, 'POST', '/ixj_web/user/logout', { token: u.token })).status).toBe(0);
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token })).status).toBe(
      Status.TOKEN_INVALID,
    );
    expect((await call(app, 'POST', '/ixj_web/user/logout', { token: u.token })).status).toBe(0);
    expect((await call(app, 'POST', '/ixj_web/user/logout')).status).toBe(0);
    // Another user's session is untouched.
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: other.token })).status).toBe(0);
  });

  it('a logout racing a refresh leaves no live token: the old one, or its successor, is ended too', async () => {
    for (let round = 0; round < 8; round++) {
      const u = await signInBySms(app, `1360000010${round}`);
      // The refresh either commits first (its successor belongs to the same sign-in and the logout
      // ends it) or after (it finds the token revoked and issues nothing).
      const [, refreshed] = await Promise.all([
        call(app, 'POST', '/ixj_web/user/logout', { token: u.token }),
        call<TRefreshResult>(app, 'GET', '/ixj_web/user/refresh_token', { token: u.token }),
      ]);
      for (const token of [u.token, refreshed.status === 0 ? refreshed.data.token : undefined]) {
        if (!token) continue;
        expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token })).status).toBe(
          Status.TOKEN_INVALID,
        );
      }
    }
    // A refresh after the logout issues nothing.
    const u = await signInBySms(app, '13600000110');
    await call(app, 'POST', '/ixj_web/user/logout', { token: u.token });
    expect((await call(app, 'GET', '/ixj_web/user/refresh_token', { token: u.token })).status).toBe(
      Status.TOKEN_INVALID,
    );
  });

  it('logging out a refreshed token ends its predecessor still in its grace, and vice versa', async () => {
    const u = await signInBySms(app, '13600000111');
    const r = await call<TRefreshResult>(app, 'GET', '/ixj_web/user/refresh_token', { token: u.token });
    expect((await call(app, 'POST', '/ixj_web/user/logout', { token: r.data.token })).status).toBe(0);
    for (const token of [u.token, r.data.token]) {
      expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token })).status).toBe(
        Status.TOKEN_INVALID,
      );
    }
    // Another sign-in of the same user is its own family: untouched.
    const clock = fakeClock(app);
    const a = await signInBySms(app, '13600000112');
    clock.advance(61_000); // the SMS resend interval
    const b = await signInBySms(app, '13600000112');
    await call(app, 'POST', '/ixj_web/user/logout', { token: a.token });
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: b.token })).status).toBe(0);
  });

  it('tokens expire after TOKEN_TTL_DAYS', async () => {
    const clock = fakeClock(app);
    const u = await signInBySms(app, '13600000004');
    expect(u.expire).toBe(clock.now() + 2 * 86_400_000);
    clock.advance(2 * 86_400_000 - 1000);
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token })).status).toBe(0);
    clock.advance(2000);
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token })).status).toBe(
      Status.TOKEN_INVALID,
    );
    expect((await call(app, 'GET', '/ixj_web/user/refresh_token', { token: u.token })).status).toBe(
      Status.TOKEN_INVALID,
    );
  });

  it('refresh_token issues a new token; the old one works for a 60 s grace, then stops', async () => {
    const clock = fakeClock(app);
    const u = await signInBySms(app, '13600000005');
    clock.advance(86_400_000);
    const r = await call<TRefreshResult>(app, 'GET', '/ixj_web/user/refresh_token', { token: u.token });
    expect(r.status).toBe(0);
    expect(r.data.token).not.toBe(u.token);
    expect(r.data.user_id).toBe(u.user_id);
    expect(r.data.expire).toBe(clock.now() + 2 * 86_400_000);
    clock.advance(59_000);
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token })).status).toBe(0);
    clock.advance(2000);
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token })).status).toBe(
      Status.TOKEN_INVALID,
    );
    const me = await call<TUser>(app, 'GET', '/ixj_web/user/get_my_info', { token: r.data.token });
    expect(me.data.user_id).toBe(u.user_id);
  });

  it('the grace never lengthens a token: one with 30 s left keeps its own end after a refresh', async () => {
    const clock = fakeClock(app);
    const u = await signInBySms(app, '13600000015');
    clock.advance(2 * 86_400_000 - 30_000);
    const r = await call<TRefreshResult>(app, 'GET', '/ixj_web/user/refresh_token', { token: u.token });
    expect(r.status).toBe(0);
    clock.advance(29_000);
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token })).status).toBe(0);
    clock.advance(2000);
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token })).status).toBe(
      Status.TOKEN_INVALID,
    );
  });

  it('authenticateToken resolves tokens for other modules and the relay', async () => {
    const u = await signInBySms(app, '13600000006');
    const info = await app.authenticateToken(u.token);
    expect(info?.userId).toBe(u.user_id);
    expect(await app.authenticateToken('')).toBeNull();
    expect(await app.authenticateToken(`${u.token}x`)).toBeNull();
  });

  it('prune removes old SMS codes, QR sessions and long-dead tokens, keeping live ones', async () => {
    const clock = fakeClock(app);
    const old = await signInBySms(app, '13600000007');
    await call(app, 'POST', '/ixj_web/user/logout', { token: old.token });
    await call(app, 'POST', '/ixj_shared/wx_login/start_session', { body: {} });
    clock.advance(8 * 86_400_000);
    const live = await signInBySms(app, '13600000008');
    await pruneAccountData(app);
    const db = app.database.db;
    const codes = await db.query.smsCodes.findMany();
    expect(codes.map((c) => c.phone)).toEqual(['13600000008']);
    expect(await db.query.qrSessions.findMany()).toEqual([]);
    const tokenUsers = (await db.query.tokens.findMany()).map((t) => t.userId);
    expect(tokenUsers).toContain(live.user_id);
    expect(tokenUsers).not.toContain(old.user_id);
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: live.token })).status).toBe(0);
  });
});
