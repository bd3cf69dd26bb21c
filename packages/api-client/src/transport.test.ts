import { StorageKeys } from '@juzuo/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './client';
import { ApiError } from './errors';
import type { ApiEvent } from './events';
import { createMemoryStorage } from './storage';
import {
  envelope,
  type SeenRequest,
  startTestServer,
  type TestAnswer,
  type TestServer,
} from './test/http-server';

let server: TestServer;
let answer: (r: SeenRequest) => TestAnswer;
let events: ApiEvent[];

const client = (extra: Partial<Record<string, string>> = {}): ApiClient => {
  const storage = createMemoryStorage({
    [StorageKeys.token]: 'tok-1',
    [StorageKeys.tokenExpire]: String(Date.now() + 30 * 86_400_000),
    [StorageKeys.userId]: 'u-1',
    [StorageKeys.teamId]: 't-1',
    ...extra,
  });
  return createApiClient({
    hosts: { main: server.url, workflowImage: server.url, login: `${server.url}/` },
    storage,
    fetch: globalThis.fetch,
    onEvent: (e) => events.push(e),
  });
};

const rejection = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
};

beforeEach(async () => {
  events = [];
  answer = () => ({ body: envelope(0, { echo: true }) });
  server = await startTestServer((r) => answer(r));
});
afterEach(() => server.close());

describe('headers and identity', () => {
  it('sends bearer token, a persistent device_id and user_id/team_id in the query of a GET', async () => {
    const api = client();
    await api.request({
      service: 'main',
      method: 'GET',
      path: '/x',
      query: { a: 1, list: [1, 2], skip: null },
    });
    await api.request({ service: 'main', method: 'DELETE', path: '/y' });
    const [get, del] = server.seen;
    expect(get?.headers.authorization).toBe('Bearer tok-1');
    expect(get?.headers.device_id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(del?.headers.device_id).toBe(get?.headers.device_id);
    expect(api.session.deviceId()).toBe(get?.headers.device_id);
    expect(get?.url.searchParams.get('user_id')).toBe('u-1');
    expect(get?.url.searchParams.get('team_id')).toBe('t-1');
    expect(get?.url.searchParams.getAll('list')).toEqual(['1', '2']);
    expect(get?.url.searchParams.has('skip')).toBe(false);
    expect(del?.url.searchParams.get('user_id')).toBe('u-1');
  });

  it('puts user_id/team_id in JSON, urlencoded and multipart bodies; explicit values win', async () => {
    const api = client();
    await api.request({ service: 'main', method: 'POST', path: '/j', body: { a: 1, team_id: 'explicit' } });
    await api.request({ service: 'main', method: 'PUT', path: '/f', body: { b: 'x' }, form: true });
    const form = new FormData();
    form.append('file', new Blob(['hi']), 'a.txt');
    await api.request({ service: 'main', method: 'POST', path: '/m', body: form });
    const [json, urlenc, multi] = server.seen;
    expect(json?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json?.body ?? '')).toEqual({ a: 1, user_id: 'u-1', team_id: 'explicit' });
    expect(json?.url.searchParams.has('user_id')).toBe(false);
    expect(urlenc?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(urlenc?.body))).toEqual({
      b: 'x',
      user_id: 'u-1',
      team_id: 't-1',
    });
    expect(multi?.headers['content-type']).toContain('multipart/form-data');
    expect(multi?.body).toContain('name="user_id"');
    expect(multi?.body).toContain('u-1');
    expect(multi?.body).toContain('filename="a.txt"');
  });

  it('sends neither token, device_id nor ids to the workflow-graph image service', async () => {
    const api = client();
    await api.request({ service: 'workflowImage', method: 'GET', path: '/graph.png' });
    await api.request({ service: 'workflowImage', method: 'POST', path: '/render', body: { g: 1 } });
    const [get, post] = server.seen;
    expect(get?.headers.authorization).toBeUndefined();
    expect(get?.headers.device_id).toBeUndefined();
    expect(get?.url.search).toBe('');
    expect(JSON.parse(post?.body ?? '')).toEqual({ g: 1 });
  });

  it('signed out: no Authorization and no ids, but still a device_id; host slashes are trimmed', async () => {
    const api = createApiClient({ hosts: { login: `${server.url}/` }, storage: createMemoryStorage() });
    await api.qrLogin.startSession();
    const [r] = server.seen;
    expect(r?.url.pathname).toBe('/ixj_shared/wx_login/start_session');
    expect(r?.headers.authorization).toBeUndefined();
    expect(r?.headers.device_id).toBeTruthy();
    expect(JSON.parse(r?.body ?? '')).toEqual({});
  });
});

describe('HTTP failures', () => {
  it('HTTP 404 is 55003 with the network toast', async () => {
    answer = () => ({ status: 404, body: envelope(4040, null, '接口不存在') });
    const err = await rejection(client().request({ service: 'main', method: 'GET', path: '/nope' }));
    expect([err.status, err.httpStatus, err.msg]).toEqual([55003, 404, '网络异常，请检查网络配置']);
    expect(events).toEqual([{ type: 'toast', level: 'error', message: '网络异常，请检查网络配置' }]);
  });

  it.each([500, 502])('HTTP %i shows the server toast', async (code) => {
    answer = () => ({ status: code, body: '<html>bad gateway</html>' });
    const err = await rejection(client().request({ service: 'main', method: 'GET', path: '/boom' }));
    expect(err.status).toBe(5000);
    expect(err.httpStatus).toBe(code);
    expect(events).toEqual([{ type: 'toast', level: 'error', message: '服务器异常，请刷新或稍后重试' }]);
  });

  it('a refused connection is 55005', async () => {
    const dead = await startTestServer(() => ({}));
    await dead.close();
    const api = createApiClient({
      hosts: { main: dead.url },
      storage: createMemoryStorage(),
      onEvent: (e) => events.push(e),
    });
    const err = await rejection(api.request({ service: 'main', method: 'GET', path: '/x' }));
    expect(err.status).toBe(55005);
    expect(events).toEqual([{ type: 'toast', level: 'error', message: '网络异常，请检查网络配置' }]);
  });

  it('a non-envelope answer (HTML fallback page) is 55005, not a success', async () => {
    answer = () => ({ body: '<!doctype html><title>剧作台</title>' });
    const err = await rejection(client().request({ service: 'main', method: 'GET', path: '/x' }));
    expect(err.status).toBe(55005);
  });

  it('other HTTP errors with an envelope (429 rate limit) toast the server msg', async () => {
    answer = () => ({ status: 429, body: envelope(4290, null, '操作过于频繁，请稍后再试') });
    const err = await rejection(client().request({ service: 'main', method: 'POST', path: '/x' }));
    expect([err.status, err.httpStatus]).toEqual([4290, 429]);
    expect(events).toEqual([{ type: 'toast', level: 'error', message: '操作过于频繁，请稍后再试' }]);
  });
});

describe('per-call options', () => {
  it('tolerate: [6001] resolves data; without it 6001 is an error', async () => {
    answer = () => ({ body: envelope(6001, { version: 3 }, '文档已更新（有提示）') });
    const api = client();
    await expect(
      api.request({ service: 'main', method: 'PUT', path: '/doc' }, { tolerate: [6001] }),
    ).resolves.toEqual({ version: 3 });
    expect(events).toEqual([]);
    const err = await rejection(api.request({ service: 'main', method: 'PUT', path: '/doc' }));
    expect(err.status).toBe(6001);
  });

  it('failurePrefix goes before the server msg; silent suppresses the toast', async () => {
    answer = () => ({ body: envelope(4220, null, '名称不能为空') });
    const api = client();
    await rejection(
      api.request({ service: 'main', method: 'GET', path: '/a' }, { failurePrefix: '获取数据失败：' }),
    );
    const err = await rejection(
      api.request({ service: 'main', method: 'GET', path: '/b' }, { silent: true }),
    );
    expect(err).toMatchObject({ status: 4220, msg: '名称不能为空', data: null, httpStatus: 200 });
    expect(events).toEqual([{ type: 'toast', level: 'error', message: '获取数据失败：名称不能为空' }]);
  });

  it('a caller abort rejects with the AbortError and emits nothing', async () => {
    answer = () => ({ hang: true });
    const ctrl = new AbortController();
    const p = client().request({ service: 'main', method: 'GET', path: '/slow' }, { signal: ctrl.signal });
    await server.nextRequest();
    ctrl.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([]);
  });

  it('blob answers (exports) come back as a Blob; an envelope error still throws', async () => {
    answer = (r) =>
      r.url.pathname === '/ok'
        ? { body: 'PK-binary', contentType: 'application/zip' }
        : { body: envelope(8003, null, '作品不存在或已无法访问') };
    const api = client();
    const blob = await api.request<Blob>({
      service: 'main',
      method: 'POST',
      path: '/ok',
      responseType: 'blob',
      timeout: 'export',
    });
    expect(await blob.text()).toBe('PK-binary');
    const err = await rejection(
      api.request({ service: 'main', method: 'POST', path: '/err', responseType: 'blob' }),
    );
    expect(err.status).toBe(8003);
  });
});
