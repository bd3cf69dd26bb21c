import { LoginType, StorageKeys } from '@juzuo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { type RunningApi, signInBySms, startApi, testClient } from './test/api-server';

// The real API (buildApp on PGlite) on a local port; nothing of it is mocked.
let server: RunningApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

const failure = async (p: Promise<unknown>): Promise<ApiError> => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};

describe('account flows against the real API', () => {
  it('SMS sign-in via the dev outbox -> get_my_info -> logout -> get_my_info expires the session', async () => {
    const { api, events, fetched, storage } = testClient(server);
    const result = await signInBySms(api, '13700000001');
    expect(result.user.phone).toBe('13700000001');
    expect(api.session.get()).toMatchObject({
      token: result.token,
      userId: result.user_id,
      expire: result.expire,
    });
    expect(storage.getItem(StorageKeys.token)).toBe(result.token);

    const me = await api.account.getMyInfo();
    expect(me.user_id).toBe(result.user_id);
    const infoCall = fetched.find((f) => f.url.pathname.endsWith('/get_my_info'));
    expect(infoCall?.headers.get('authorization')).toBe(`Bearer ${result.token}`);
    expect(infoCall?.headers.get('device_id')).toBe(api.session.deviceId());
    expect(infoCall?.url.searchParams.get('user_id')).toBe(result.user_id);

    await api.account.logout();
    expect(api.session.get().token).toBeNull();
    const logoutCall = fetched.find((f) => f.url.pathname.endsWith('/logout'));
    expect(logoutCall?.headers.get('authorization')).toBe(`Bearer ${result.token}`);
    expect(events).toEqual([]);

    const err = await failure(api.account.getMyInfo());
    expect(err.status).toBe(4000);
    expect(events).toEqual([{ type: 'session-expired', message: '你的登录状态已过期，请重新登录' }]);
    expect(api.session.get()).toEqual({ token: null, expire: null, userId: null, teamId: null });
  });

  it('a token revoked elsewhere: the next call clears the session and emits session-expired', async () => {
    const { api, events } = testClient(server);
    const { token } = await signInBySms(api, '13700000002');
    // Another device signs this token out directly (plain fetch, not through this client).
    await fetch(`${server.url}/ixj_web/user/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const err = await failure(api.account.getMyPhone());
    expect(err.status).toBe(4000);
    expect(api.session.get().token).toBeNull();
    expect(events).toEqual([{ type: 'session-expired', message: '你的登录状态已过期，请重新登录' }]);
  });

  it('validation errors toast the server’s Chinese message', async () => {
    const { api, events } = testClient(server);
    const err = await failure(api.account.requestSmsCode({ phone: '12345', sms_type: 0 }));
    expect(err.status).toBe(4220);
    expect(err.msg).toContain('手机号');
    expect(events).toEqual([{ type: 'toast', level: 'error', message: err.msg }]);
  });

  it('an unknown route is HTTP 404 -> 55003', async () => {
    const { api, events } = testClient(server);
    const err = await failure(api.request({ service: 'main', method: 'GET', path: '/ixj_web/no_such_call' }));
    expect([err.status, err.httpStatus]).toEqual([55003, 404]);
    expect(events).toEqual([{ type: 'toast', level: 'error', message: '网络异常，请检查网络配置' }]);
  });

  it('a forged user_id/team_id in the query is ignored: identity comes from the token', async () => {
    const alice = testClient(server);
    const bob = testClient(server);
    const a = await signInBySms(alice.api, '13700000003');
    const b = await signInBySms(bob.api, '13700000004');
    const bobTeam = await bob.api.team.add({ team_name: '鲍勃的团队' });
    // Alice's storage is tampered with: it claims to be Bob, in Bob's team.
    alice.storage.setItem(StorageKeys.userId, b.user_id);
    alice.storage.setItem(StorageKeys.teamId, bobTeam.team_id);
    alice.api.session.reload();
    const me = await alice.api.account.getMyInfo();
    const sent = alice.fetched.at(-1);
    expect(sent?.url.searchParams.get('user_id')).toBe(b.user_id);
    expect(sent?.url.searchParams.get('team_id')).toBe(bobTeam.team_id);
    expect(me.user_id).toBe(a.user_id);
    expect(me.phone).toBe('13700000003');
    // Alice has no team of her own: Bob's team stays invisible, the catalogue sends her to registerWelcome.
    const err = await failure(alice.api.team.getCurrent());
    expect(err.status).toBe(7007);
    expect((await alice.api.account.getMyPhone()).phone).toBe('13700000003');
  });

  it('7007 for a new user -> registerWelcome redirect; creating a team makes get_current work', async () => {
    const { api, events } = testClient(server);
    await signInBySms(api, '13700000005');
    const err = await failure(api.team.getCurrent());
    expect(err.status).toBe(7007);
    expect(events).toEqual([{ type: 'redirect', to: '/login/registerWelcome', delayMs: 0, reason: 7007 }]);

    const { team_id } = await api.team.add({ team_name: '新团队' });
    const current = await api.team.getCurrent();
    expect(current.team_id).toBe(team_id);
    expect(api.session.get().teamId).toBe(team_id);
    const second = await api.team.add({ team_name: '第二团队' });
    await api.team.setCurrent({ team_id: second.team_id });
    expect(api.session.get().teamId).toBe(second.team_id);
    const list = await api.team.getMyTeamList();
    expect(list.list.map((t) => [t.team_name, t.is_current]).sort()).toEqual([
      ['新团队', 0],
      ['第二团队', 1],
    ]);
  });

  it('password set, sign-out, password sign-in, and a wrong password toast', async () => {
    const { api, events } = testClient(server);
    await signInBySms(api, '13700000006');
    await api.account.setPassword({ password: 'abc12345' });
    await api.account.logout();
    await failure(
      api.account.login({ login_type: LoginType.PASSWORD, phone: '13700000006', password: 'wrong999' }),
    );
    expect(events.at(-1)).toEqual({ type: 'toast', level: 'error', message: '手机号或密码错误' });
    const r = await api.account.login({
      login_type: LoginType.PASSWORD,
      phone: '13700000006',
      password: 'abc12345',
    });
    expect(r.user.has_password).toBe('1');
    const user = await api.account.updateUser({ name: '编剧小王', sex: 2 });
    expect([user.name, user.sex]).toEqual(['编剧小王', 2]);
    expect((await api.account.getMyInfo()).name).toBe('编剧小王');
  });

  it('QR: confirm from a signed-in client, bind with opt_type 2, then sign in with login_type 3', async () => {
    const phone = testClient(server);
    const owner = await signInBySms(phone.api, '13700000007');
    const bindingSession = await phone.api.qrLogin.startSession();
    // The QR encodes a confirmation link with its own key; the desktop polls with session_key.
    const confirmKey = (uri: string) => new URL(uri).searchParams.get('session_key') as string;
    await phone.api.qrLogin.confirm(confirmKey(bindingSession.redirect_uri));
    const bindCode = await phone.api.qrLogin.getWxCode(bindingSession.session_key);
    expect(bindCode.wx_code).toBeTruthy();
    await phone.api.account.changeWechat({ opt_type: 2, wx_code: bindCode.wx_code as string });
    expect((await phone.api.account.getMyInfo()).has_wx).toBe(1);

    const desktop = testClient(server);
    const qr = await desktop.api.qrLogin.startSession();
    expect((await desktop.api.qrLogin.getWxCode(qr.session_key)).wx_code).toBeNull();
    await phone.api.qrLogin.confirm(confirmKey(qr.redirect_uri));
    const { wx_code } = await desktop.api.qrLogin.getWxCode(qr.session_key);
    const r = await desktop.api.account.login({ login_type: LoginType.QR, wx_code: wx_code as string });
    expect(r.user_id).toBe(owner.user_id);
    await desktop.api.qrLogin.endSession(qr.session_key);
    expect(desktop.events).toEqual([]);
  });

  it('QR: an expired session answers 4015 to the caller without a toast', async () => {
    const { api, events } = testClient(server);
    const qr = await api.qrLogin.startSession();
    const realNow = server.app.clock.now;
    server.app.clock.now = () => realNow() + 6 * 60_000;
    try {
      const err = await failure(api.qrLogin.getWxCode(qr.session_key));
      expect(err.status).toBe(4015);
    } finally {
      server.app.clock.now = realNow;
    }
    expect(events).toEqual([]);
  });

  it('uploads: image with variants, avatar set from it', async () => {
    const { api } = testClient(server);
    await signInBySms(api, '13700000008');
    // 1x1 PNG.
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    const image = await api.files.uploadImage(new Blob([png], { type: 'image/png' }), '封面.png');
    expect(Object.keys(image.variants).sort()).toEqual(['big', 'large', 'mid', 'mini', 'small']);
    const file = await api.files.uploadFile(new Blob(['剧本第一稿'], { type: 'text/plain' }), 'draft.txt');
    expect(file.file_id).toBeTruthy();
    const avatar = await api.account.uploadAndSetAvatar(new Blob([png], { type: 'image/png' }), 'me.png');
    expect((await api.account.getMyInfo()).avatar).toBe(avatar.avatar);
  });
});

describe('token refresh against the real API', () => {
  it('responses under 24 h trigger exactly one refresh per second; the new token is stored and works', async () => {
    // The client's clock runs 29.5 days ahead, so a 30-day token (and its successor) has about 12 h
    // left from the client's point of view while the server still accepts it.
    let now = Date.now() + 29.5 * 86_400_000;
    const { api, fetched, storage, events } = testClient(server, { now: () => now });
    const login = await signInBySms(api, '13700000009');
    expect(login.expire - now).toBeLessThan(86_400_000);
    await Promise.all([api.account.getMyInfo(), api.account.getMyPhone(), api.account.getMyInfo()]);
    await api.refreshIdle();
    await api.account.getMyInfo();
    await api.refreshIdle();

    const refreshes = () => fetched.filter((f) => f.url.pathname === '/ixj_web/user/refresh_token');
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]?.headers.get('authorization')).toBe(`Bearer ${login.token}`);
    const { token, expire } = api.session.get();
    expect(token).not.toBe(login.token);
    expect(storage.getItem(StorageKeys.token)).toBe(token);
    expect(expire).toBeGreaterThanOrEqual(login.expire);
    expect(fetched.at(-1)?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect((await api.account.getMyInfo()).user_id).toBe(login.user_id);

    // The successor is also under 24 h: one second later the next response refreshes again.
    now += 1_000;
    await api.account.getMyInfo();
    await api.refreshIdle();
    expect(refreshes()).toHaveLength(2);
    expect(refreshes()[1]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(events).toEqual([]);

    // Another tab on the same storage uses the newest token at once, without reloading.
    const otherTab = testClient(server, { storage });
    await otherTab.api.account.getMyInfo();
    expect(otherTab.fetched.at(-1)?.headers.get('authorization')).toBe(`Bearer ${api.session.get().token}`);
    expect(otherTab.api.session.deviceId()).toBe(api.session.deviceId());
  });
});
