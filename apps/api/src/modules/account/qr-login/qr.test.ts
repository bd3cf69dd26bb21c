import {
  AccountMessage,
  Status,
  type TLoginResult,
  type TQrCodeState,
  type TQrSession,
  type TUser,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { fakeClock } from '../../../test/clock';
import { call } from '../../../test/inject';
import { signInBySms } from '../testing';

const P = '/ixj_shared/wx_login';

describe('QR sign-in', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    app = await createTestApp({ BASE_PATH: '/app/' });
    clock = fakeClock(app);
  });
  afterAll(async () => app.close());

  const start = async (body: unknown = {}) => {
    const res = await call<TQrSession>(app, 'POST', `${P}/start_session`, {
      body,
      headers: { host: 'juzuo.test:8080' },
    });
    expect(res.status).toBe(0);
    return res.data;
  };
  const poll = (session_key: string) =>
    call<TQrCodeState>(app, 'GET', `${P}/get_wx_code`, { query: { session_key } });
  const confirmKeyOf = (s: TQrSession) => new URL(s.redirect_uri).searchParams.get('session_key') ?? '';

  it('start, confirm by a signed-in user, poll, login_type 3; the wx_code is single use', async () => {
    const owner = await signInBySms(app, '13300000001');
    const s = await start();
    expect(s.redirect_uri).toMatch(/^http:\/\/juzuo\.test:8080\/app\/login\/qrConfirm\?session_key=/);
    expect(s.expire).toBe(clock.now() + 300_000);
    // The QR carries a confirm key, not the key the waiting page polls with.
    expect(confirmKeyOf(s)).not.toBe(s.session_key);
    expect(
      (await call(app, 'GET', `${P}/get_wx_code`, { query: { session_key: confirmKeyOf(s) } })).status,
    ).toBe(Status.QR_EXPIRED);

    const waiting = await poll(s.session_key);
    expect(waiting).toMatchObject({ status: 0, data: { wx_code: null } });

    const anon = await call(app, 'POST', `${P}/confirm`, { body: { session_key: confirmKeyOf(s) } });
    expect(anon.status).toBe(Status.TOKEN_INVALID);
    const ok = await call(app, 'POST', `${P}/confirm`, {
      token: owner.token,
      body: { session_key: confirmKeyOf(s) },
    });
    expect(ok.status).toBe(0);
    const other = await signInBySms(app, '13300000002');
    const stolen = await call(app, 'POST', `${P}/confirm`, {
      token: other.token,
      body: { session_key: confirmKeyOf(s) },
    });
    expect([stolen.status, stolen.msg]).toEqual([Status.CONFLICT, AccountMessage.qrAlreadyConfirmed]);

    const ready = await poll(s.session_key);
    expect(ready.status).toBe(0);
    const wxCode = ready.data.wx_code ?? '';
    expect(wxCode.length).toBeGreaterThan(20);

    const login = await call<TLoginResult>(app, 'POST', '/ixj_web/user/login', {
      body: { login_type: 3, wx_code: wxCode },
    });
    expect(login.status).toBe(0);
    expect(login.data.user_id).toBe(owner.user_id);
    expect(login.data.user.has_wx).toBe(1);
    const again = await call(app, 'POST', '/ixj_web/user/login', {
      body: { login_type: 3, wx_code: wxCode },
    });
    expect([again.status, again.msg]).toEqual([Status.QR_EXPIRED, AccountMessage.wxCodeInvalid]);
    expect((await poll(s.session_key)).status).toBe(Status.QR_EXPIRED);
  });

  it('accepts form-encoded start/end and answers 4015 after end_session, expiry or for unknown keys', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${P}/start_session`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'callback_html=%2Flogin',
    });
    const s = res.json().data as TQrSession;
    expect(res.json().status).toBe(0);
    const ended = await app.inject({
      method: 'POST',
      url: `${P}/end_session`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `session_key=${encodeURIComponent(s.session_key)}`,
    });
    expect(ended.json().status).toBe(0);
    expect((await poll(s.session_key)).status).toBe(Status.QR_EXPIRED);
    expect((await poll('no-such-key')).status).toBe(Status.QR_EXPIRED);

    const t = await start();
    clock.advance(299_000);
    expect((await poll(t.session_key)).status).toBe(0);
    clock.advance(2000);
    const expired = await poll(t.session_key);
    expect([expired.status, expired.msg]).toEqual([Status.QR_EXPIRED, '二维码已过期，请刷新']);
    const u = await signInBySms(app, '13300000003');
    const late = await call(app, 'POST', `${P}/confirm`, {
      token: u.token,
      body: { session_key: confirmKeyOf(t) },
    });
    expect(late.status).toBe(Status.QR_EXPIRED);

    // Renewing a session by its key gives it a new life and a new confirm key.
    const renewed = await start({ session_key: t.session_key });
    expect(renewed.session_key).toBe(t.session_key);
    expect(confirmKeyOf(renewed)).not.toBe(confirmKeyOf(t));
    expect((await poll(t.session_key)).status).toBe(0);

    expect((await call(app, 'GET', `${P}/get_wx_code`)).msg).toBe('缺少 session_key');
  });

  it('an unused wx_code expires', async () => {
    const u = await signInBySms(app, '13300000004');
    const s = await start();
    await call(app, 'POST', `${P}/confirm`, { token: u.token, body: { session_key: confirmKeyOf(s) } });
    const code = (await poll(s.session_key)).data.wx_code ?? '';
    clock.advance(121_000);
    const res = await call(app, 'POST', '/ixj_web/user/login', { body: { login_type: 3, wx_code: code } });
    expect(res.status).toBe(Status.QR_EXPIRED);
  });

  it('change_wechat: unbind, then sign-in says not bound; bind again via opt_type 2', async () => {
    const u = await signInBySms(app, '13300000005');
    const wxCodeFor = async (token: string) => {
      const s = await start();
      expect(
        (await call(app, 'POST', `${P}/confirm`, { token, body: { session_key: confirmKeyOf(s) } })).status,
      ).toBe(0);
      return (await poll(s.session_key)).data.wx_code ?? '';
    };
    const put = (token: string, body: unknown) =>
      call<TUser>(app, 'PUT', '/ixj_web/user/change_wechat', { token, body });

    const code = await wxCodeFor(u.token);
    const unbound = await put(u.token, { opt_type: 1 });
    expect(unbound.data.has_wx).toBe(0);
    const login = await call(app, 'POST', '/ixj_web/user/login', { body: { login_type: 3, wx_code: code } });
    expect([login.status, login.msg]).toEqual([Status.LOGIN_FAILED, AccountMessage.wxNotBound]);

    // The orphaned identity can be bound by its code's holder.
    const code2 = await wxCodeFor(u.token); // confirm mints a fresh identity for u
    const me = await call<TUser>(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token });
    expect(me.data.has_wx).toBe(1);
    const bound = await put(u.token, { opt_type: '2', wx_code: code2 });
    expect(bound.status).toBe(0);
    expect(bound.data.has_wx).toBe(1);

    // Binding an identity that belongs to another account is refused.
    const v = await signInBySms(app, '13300000006');
    const vCode = await wxCodeFor(v.token);
    const taken = await put(u.token, { opt_type: 2, wx_code: vCode });
    expect([taken.status, taken.msg]).toEqual([Status.CONFLICT, AccountMessage.wxTakenByOther]);

    const bad = await put(u.token, { opt_type: 2 });
    expect([bad.status, bad.msg]).toEqual([Status.VALIDATION, '缺少扫码凭证 wx_code']);
    const badOpt = await put(u.token, { opt_type: 5 });
    expect([badOpt.status, badOpt.msg]).toEqual([Status.VALIDATION, 'opt_type 必须为 1（解绑）或 2（绑定）']);
    const used = await put(u.token, { opt_type: 2, wx_code: code2 });
    expect(used.status).toBe(Status.QR_EXPIRED);
  });
});
