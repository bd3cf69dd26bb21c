import { roleChatGetMemory, StorageKeys } from '@juzuo/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createMemoryStorage } from './storage';
import { envelope, startTestServer, type TestServer } from './test/http-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer(() => ({ body: envelope(0, { list: [], total: 0 }) }));
});
afterEach(() => server.close());

describe('extra headers of a call', () => {
  it('sends a call’s own headers (role chat Instance-Id) but never lets them replace the identity', async () => {
    const api = createApiClient({
      hosts: { main: server.url, roleAi: server.url },
      storage: createMemoryStorage({
        [StorageKeys.token]: 'tok-1',
        [StorageKeys.tokenExpire]: String(Date.now() + 30 * 86_400_000),
      }),
      fetch: globalThis.fetch,
    });
    await api.call(
      roleChatGetMemory,
      {},
      {
        headers: { 'Instance-Id': 'inst-1', Authorization: 'Bearer forged', device_id: 'forged' },
      },
    );
    const [seen] = server.seen;
    expect(seen?.url.pathname).toBe('/ixj_web/role_ai/get_memory');
    expect(seen?.headers['instance-id']).toBe('inst-1');
    expect(seen?.headers.authorization).toBe('Bearer tok-1');
    expect(seen?.headers.device_id).not.toBe('forged');
  });
});
