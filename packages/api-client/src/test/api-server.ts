import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, openTemplatePglite, type TConfig, testConfig } from '@juzuo/api';
import { LoginType, SmsType, type TLoginResult } from '@juzuo/schemas';
import { type ApiClient, createApiClient } from '../client';
import type { ApiEvent } from '../events';
import { createMemoryStorage, type KeyValueStorage } from '../storage';

/** The real API listening on a random local port, on a fresh in-memory PGlite and a temp DATA_DIR. */
export interface RunningApi {
  url: string;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/** Starts our API (the same buildApp the product runs) for client tests. */
export async function startApi(overrides: Partial<Record<keyof TConfig, string>> = {}): Promise<RunningApi> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juzuo-client-'));
  const database = await openTemplatePglite();
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, ...overrides }), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client as a browser tab would have it, plus what it emitted and which URLs it fetched. */
export interface TestClient {
  api: ApiClient;
  storage: KeyValueStorage;
  events: ApiEvent[];
  fetched: Array<{ method: string; url: URL; headers: Headers }>;
}

/**
 * A client on Node's global fetch pointed at the API. The fetch wrapper only records what was sent;
 * every request reaches the real server unchanged.
 */
export function testClient(
  api: RunningApi,
  opts: { storage?: KeyValueStorage; now?: () => number } = {},
): TestClient {
  const events: ApiEvent[] = [];
  const fetched: TestClient['fetched'] = [];
  const storage = opts.storage ?? createMemoryStorage();
  const client = createApiClient({
    hosts: { main: api.url, login: api.url },
    storage,
    ...(opts.now ? { now: opts.now } : {}),
    onEvent: (e) => events.push(e),
    fetch: (input, init) => {
      fetched.push({
        method: init?.method ?? 'GET',
        url: new URL(String(input)),
        headers: new Headers(init?.headers),
      });
      return globalThis.fetch(input, init);
    },
  });
  return { api: client, storage, events, fetched };
}

/** Signs in by SMS through the client: request a code, read the dev outbox, log in. */
export async function signInBySms(api: ApiClient, phone: string): Promise<TLoginResult> {
  await api.account.requestSmsCode({ phone, sms_type: SmsType.LOGIN });
  const { code } = await api.dev.smsOutbox(phone);
  return api.account.login({ login_type: LoginType.SMS, phone, sms_code: code });
}
