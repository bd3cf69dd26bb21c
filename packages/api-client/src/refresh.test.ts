import { StorageKeys } from '@juzuo/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createTokenRefresher } from './refresh';
import { createSession } from './session';
import { createMemoryStorage } from './storage';
import { envelope, startTestServer, type TestServer } from './test/http-server';

const HOUR = 3_600_000;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('token refresher policy (injected clock)', () => {
  const setup = (expireIn: number) => {
    let t = 1_700_000_000_000;
    const session = createSession(createMemoryStorage());
    session.setToken('old', t + expireIn);
    const calls: Array<{ token: string; d: ReturnType<typeof deferred<{ token: string; expire: number }>> }> =
      [];
    const r = createTokenRefresher({
      session,
      now: () => t,
      refresh: (token) => {
        const d = deferred<{ token: string; expire: number }>();
        calls.push({ token, d });
        return d.promise;
      },
    });
    return { session, r, calls, tick: (ms: number) => (t += ms), now: () => t };
  };

  it('does nothing while 24 h or more remain', () => {
    const { r, calls } = setup(24 * HOUR);
    r.maybeRefresh();
    expect(calls).toHaveLength(0);
  });

  it('refreshes once under 24 h, never concurrently, and stores the new token', async () => {
    const { r, calls, session, now } = setup(24 * HOUR - 1);
    r.maybeRefresh();
    r.maybeRefresh();
    r.maybeRefresh();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.token).toBe('old');
    calls[0]?.d.resolve({ token: 'new', expire: now() + 30 * 24 * HOUR });
    await r.idle();
    expect(session.get().token).toBe('new');
    r.maybeRefresh();
    expect(calls).toHaveLength(1);
  });

  it('after a failure, tries again only once a second has passed', async () => {
    const { r, calls, tick } = setup(HOUR);
    r.maybeRefresh();
    calls[0]?.d.reject(new Error('offline'));
    await r.idle();
    tick(999);
    r.maybeRefresh();
    expect(calls).toHaveLength(1);
    tick(1);
    r.maybeRefresh();
    expect(calls).toHaveLength(2);
  });

  it('even a fast-completing refresh cannot run twice within one second', async () => {
    const { r, calls, tick, now } = setup(HOUR);
    r.maybeRefresh();
    // The server answers with a token that is still short-lived (e.g. a short TOKEN_TTL_DAYS).
    calls[0]?.d.resolve({ token: 'short', expire: now() + HOUR });
    await r.idle();
    tick(500);
    r.maybeRefresh();
    expect(calls).toHaveLength(1);
    tick(500);
    r.maybeRefresh();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.token).toBe('short');
  });

  it('a sign-out during the refresh is not undone by its answer', async () => {
    const { r, calls, session, now } = setup(HOUR);
    r.maybeRefresh();
    session.clear();
    calls[0]?.d.resolve({ token: 'new', expire: now() + 30 * 24 * HOUR });
    await r.idle();
    expect(session.get().token).toBeNull();
  });
});

describe('token refresh through the client (tiny server, injected clock)', () => {
  let server: TestServer;
  let refreshCalls: string[];
  beforeEach(async () => {
    refreshCalls = [];
    server = await startTestServer((r) => {
      if (r.url.pathname === '/ixj_web/user/refresh_token') {
        refreshCalls.push(String(r.headers.authorization));
        return {
          delayMs: 50,
          body: envelope(0, { token: 'fresh', expire: 2_000_000_000_000, user_id: 'u' }),
        };
      }
      return { body: envelope(Number(r.url.searchParams.get('s') ?? 0), null, '失败') };
    });
  });
  afterEach(() => server.close());

  it('any response under 24 h triggers exactly one refresh; later calls carry the new token', async () => {
    const now = 1_700_000_000_000;
    const storage = createMemoryStorage({
      [StorageKeys.token]: 'stale',
      [StorageKeys.tokenExpire]: String(now + 23 * HOUR),
      [StorageKeys.userId]: 'u',
    });
    const events: unknown[] = [];
    const api = createApiClient({
      hosts: { main: server.url },
      storage,
      now: () => now,
      onEvent: (e) => events.push(e),
    });
    const get = (s = 0) =>
      api.request({ service: 'main', method: 'GET', path: '/x', query: { s } }).catch(() => null);
    // Five answers (one a business error) arrive while the refresh is still in flight.
    await Promise.all([get(), get(), get(7013), get(), get()]);
    await api.refreshIdle();
    await get();
    await api.refreshIdle();
    expect(refreshCalls).toEqual(['Bearer stale']);
    expect(api.session.get()).toMatchObject({ token: 'fresh', expire: 2_000_000_000_000, userId: 'u' });
    expect(storage.getItem(StorageKeys.token)).toBe('fresh');
    expect(server.seen.at(-1)?.headers.authorization).toBe('Bearer fresh');
  });

  it('no refresh when signed out, or when plenty of time remains', async () => {
    const now = 1_700_000_000_000;
    const signedOut = createApiClient({
      hosts: { main: server.url },
      storage: createMemoryStorage(),
      now: () => now,
    });
    await signedOut.request({ service: 'main', method: 'GET', path: '/x' });
    const fresh = createApiClient({
      hosts: { main: server.url },
      storage: createMemoryStorage({
        [StorageKeys.token]: 't',
        [StorageKeys.tokenExpire]: String(now + 25 * HOUR),
      }),
      now: () => now,
    });
    await fresh.request({ service: 'main', method: 'GET', path: '/x' });
    await fresh.refreshIdle();
    expect(refreshCalls).toEqual([]);
  });
});
