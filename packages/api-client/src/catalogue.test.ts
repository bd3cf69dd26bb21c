import { StorageKeys } from '@juzuo/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import type { ApiEvent } from './events';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import { envelope, startTestServer, type TestServer } from './test/http-server';

// Answers whatever envelope status the request asks for (?s=), with msg ?m=.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((r) => ({
    body: envelope(
      Number(r.url.searchParams.get('s')),
      { from: 'server' },
      r.url.searchParams.get('m') ?? '失败',
    ),
  }));
});
afterAll(() => server.close());

let events: ApiEvent[];
let storage: KeyValueStorage;
beforeEach(() => {
  events = [];
  storage = createMemoryStorage({
    [StorageKeys.token]: 'tok-1',
    [StorageKeys.tokenExpire]: String(Date.now() + 30 * 86_400_000),
    [StorageKeys.userId]: 'u-1',
    [StorageKeys.teamId]: 't-1',
  });
});

const api = () => createApiClient({ hosts: { main: server.url }, storage, onEvent: (e) => events.push(e) });
const call = (status: number, msg = '失败', opts = {}) =>
  api()
    .request({ service: 'main', method: 'GET', path: '/c', query: { s: status, m: msg } }, opts)
    .then(
      () => null,
      (e: unknown) => e,
    );

describe('error catalogue (spec 01 section 8)', () => {
  it('0 resolves data', async () => {
    const client = api();
    await expect(
      client.request({ service: 'main', method: 'GET', path: '/c', query: { s: 0 } }),
    ).resolves.toEqual({
      from: 'server',
    });
    expect(events).toEqual([]);
  });

  it('4000 clears the session and emits session-expired (no toast)', async () => {
    const client = api();
    let notified = 0;
    client.session.subscribe(() => notified++);
    const err = await client
      .request({ service: 'main', method: 'GET', path: '/c', query: { s: 4000 } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 4000 });
    expect(events).toEqual([{ type: 'session-expired', message: '你的登录状态已过期，请重新登录' }]);
    expect(client.session.get()).toEqual({ token: null, expire: null, userId: null, teamId: null });
    expect(storage.getItem(StorageKeys.token)).toBeNull();
    expect(storage.getItem(StorageKeys.userId)).toBeNull();
    expect(storage.getItem(StorageKeys.deviceId)).toBeTruthy();
    expect(notified).toBe(1);
  });

  it('4000 for a token that is no longer current leaves the newer session alone', async () => {
    const client = api();
    const p = client
      .request({ service: 'main', method: 'GET', path: '/c', query: { s: 4000 } }, {})
      .catch(() => null);
    // The user signs in again while the old request is in flight.
    client.session.setLogin({
      token: 'tok-2',
      expire: Date.now() + 86_400_000 * 30,
      user_id: 'u-1',
    } as never);
    await p;
    expect(client.session.get().token).toBe('tok-2');
    expect(events).toEqual([]);
  });

  it('4000 is handled even on a silent call', async () => {
    await call(4000, 'x', { silent: true });
    expect(events.map((e) => e.type)).toEqual(['session-expired']);
  });

  it('8003 toasts and redirects to /workBench after 2 s', async () => {
    await call(8003, '作品不存在或已无法访问');
    expect(events).toEqual([
      { type: 'toast', level: 'error', message: '作品不存在或已无法访问' },
      { type: 'redirect', to: '/workBench', delayMs: 2000, reason: 8003 },
    ]);
  });

  it('7013 toasts and redirects to /noAuth after 2 s', async () => {
    await call(7013, '没有权限');
    expect(events).toEqual([
      { type: 'toast', level: 'error', message: '没有权限' },
      { type: 'redirect', to: '/noAuth', delayMs: 2000, reason: 7013 },
    ]);
  });

  it('7007 redirects to /login/registerWelcome without a toast', async () => {
    await call(7007, '你还没有加入任何团队');
    expect(events).toEqual([{ type: 'redirect', to: '/login/registerWelcome', delayMs: 0, reason: 7007 }]);
  });

  it('4025 opens the info box with the server msg', async () => {
    await call(4025, '本产品目前仅对内部账号开放，需经官方审核通过后方可使用');
    expect(events).toEqual([
      { type: 'info-box', message: '本产品目前仅对内部账号开放，需经官方审核通过后方可使用' },
    ]);
  });

  it('4015 reaches the caller without a toast', async () => {
    const err = await call(4015, '二维码已过期，请刷新');
    expect(err).toMatchObject({ status: 4015, msg: '二维码已过期，请刷新', data: { from: 'server' } });
    expect(events).toEqual([]);
  });

  it('any other status toasts the server msg; an empty msg falls back to the known message', async () => {
    await call(15000, '重名资源将被覆盖');
    await call(9001, '');
    expect(events).toEqual([
      { type: 'toast', level: 'error', message: '重名资源将被覆盖' },
      { type: 'toast', level: 'error', message: 'AI引擎未配置' },
    ]);
  });

  it('the same toast is not repeated within 2 s', async () => {
    const client = api();
    const c = (m: string) =>
      client.request({ service: 'main', method: 'GET', path: '/c', query: { s: 4220, m } }).catch(() => null);
    await Promise.all([c('名称不能为空'), c('名称不能为空'), c('别的错误')]);
    expect(events.filter((e) => e.type === 'toast')).toHaveLength(2);
  });
});
