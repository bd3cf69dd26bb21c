import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import type { ApiEvent } from './events';
import type { ServiceName } from './hosts';
import { createMemoryStorage } from './storage';
import { startTestServer, type TestServer } from './test/http-server';
import { type TimeoutKind, timeoutFor } from './timeouts';

// A host that never answers: only the client's own timer can end these calls.
let hang: TestServer;
beforeAll(async () => {
  hang = await startTestServer(() => ({ hang: true }));
});
afterAll(() => hang.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('timeoutFor', () => {
  it('follows spec 01 section 9', () => {
    expect(timeoutFor('main')).toBe(20_000);
    expect(timeoutFor('login')).toBe(20_000);
    expect(timeoutFor('ai')).toBe(35_000);
    expect(timeoutFor('uploader')).toBe(35_000);
    expect(timeoutFor('workflowImage')).toBe(35_000);
    expect(timeoutFor('main', 'upload')).toBe(300_000);
    expect(timeoutFor('ai', 'export')).toBe(120_000);
    expect(timeoutFor('main', 'none')).toBeNull();
  });
});

/** Starts a call against the hanging host, advances fake time, and reports whether it has settled. */
async function probe(service: ServiceName, timeout: TimeoutKind, beforeMs: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const events: ApiEvent[] = [];
  const api = createApiClient({
    hosts: { [service]: hang.url },
    storage: createMemoryStorage(),
    onEvent: (e) => events.push(e),
  });
  let settled: unknown = 'pending';
  const arrived = hang.nextRequest();
  const p = api.request({ service, method: 'GET', path: '/slow', timeout }).then(
    () => 'resolved',
    (e: unknown) => e,
  );
  void p.then((v) => {
    settled = v;
  });
  await arrived;
  await vi.advanceTimersByTimeAsync(beforeMs - 1);
  const earlyState = settled;
  await vi.advanceTimersByTimeAsync(1);
  const err = await p;
  return { earlyState, err, events };
}

describe('client timeouts (fake clock, real sockets)', () => {
  it.each([
    ['main', 'default', 20_000],
    ['ai', 'default', 35_000],
    ['workflowImage', 'default', 35_000],
    ['main', 'upload', 300_000],
    ['main', 'export', 120_000],
  ] as const)('%s/%s gives up after exactly %i ms with 55002', async (service, kind, ms) => {
    const { earlyState, err, events } = await probe(service, kind, ms);
    expect(earlyState).toBe('pending');
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(55002);
    expect((err as ApiError).msg).toBe('接口超时无响应');
    expect(events).toEqual([{ type: 'toast', level: 'error', message: '接口超时无响应' }]);
  });

  it('a per-call timeoutMs overrides the class (real time)', async () => {
    const api = createApiClient({ hosts: { main: hang.url }, storage: createMemoryStorage() });
    const started = Date.now();
    await expect(
      api.request({ service: 'main', method: 'GET', path: '/x' }, { timeoutMs: 150, silent: true }),
    ).rejects.toMatchObject({
      status: 55002,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('uploads use the 300 s class', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = createApiClient({ hosts: { main: hang.url }, storage: createMemoryStorage() });
    const arrived = hang.nextRequest();
    let state = 'pending';
    const p = api.files.uploadImage(new Blob(['x']), 'a.png', { silent: true }).catch((e: ApiError) => {
      state = String(e.status);
    });
    await arrived;
    await vi.advanceTimersByTimeAsync(299_999);
    expect(state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(state).toBe('55002');
  });
});
