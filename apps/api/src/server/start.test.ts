import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { connectClient } from '@juzuo/collab-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { startTestServer, type TestServer } from '../test/server';
import type { RunningServer } from './start';

describe('startServer: the whole product on one origin', () => {
  let running: TestServer;
  let server: RunningServer;
  const providers: Array<{ destroy(): void }> = [];

  beforeAll(async () => {
    running = await startTestServer({
      prefix: 'start',
      webDist: (dataDir) => {
        const dist = path.join(dataDir, 'web');
        fs.mkdirSync(dist);
        fs.writeFileSync(
          path.join(dist, 'index.html'),
          '<!doctype html><html><head><title>剧作台</title></head><body></body></html>',
        );
        return dist;
      },
    });
    server = running.server;
  });
  afterAll(async () => {
    for (const p of providers) p.destroy();
    await running?.stop();
  });

  it('listens on a free port and reports it', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.app.relay).toBeDefined();
    expect(server.url).toBe(`http://localhost:${server.port}`);
  });

  it('answers /healthz 200 once API, database and relay are ready', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 0 });
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await fetch(`${server.url}/ixj_web/no/such/call`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 4040, data: null });
  });

  it('serves index.html with the base tag and runtime config on HTML routes', async () => {
    const res = await fetch(`${server.url}/workBench/worksManage`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('<base href="/">');
    expect(body).toContain('window.__JUZUO_CONFIG__={"basePath":"/"');
    expect(res.headers.get('content-security-policy')).toContain(`ws://localhost:${server.port}`);
  });

  it('keeps /internal closed to callers without the generated secret', async () => {
    const res = await fetch(`${server.url}/internal/collab/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x', document: 'doc:1' }),
    });
    expect(res.status).toBe(403);
    expect(server.app.config.INTERNAL_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('runs the relay at /collab: no token, a bad token and a user without access are refused', async () => {
    const url = `ws://localhost:${server.port}/collab`;
    const id = crypto.randomUUID();
    await server.app.database.db.insert(users).values({ id, name: '编剧' });
    const { token } = await server.app.tokenStore.issue(id);
    const outcomes: string[] = [];
    for (const t of [null, 'not-a-token', token]) {
      const client = await connectClient(url, 'doc:foundation', t);
      providers.push(client.provider);
      outcomes.push(client.outcome);
    }
    // Until works exist (issue 4) a valid user has access 'none' to every document.
    expect(outcomes).toEqual(['unauthorized', 'unauthorized', 'forbidden']);
    const badName = await connectClient(url, 'notes:1', token);
    providers.push(badName.provider);
    expect(badName.outcome).toBe('invalid-document-name');
  });

  it('refuses WebSocket upgrades on other paths', async () => {
    const ws = new WebSocket(`ws://localhost:${server.port}/ixj_web/socket`);
    const result = await new Promise<string>((resolve) => {
      ws.onopen = () => resolve('open');
      ws.onerror = () => resolve('error');
    });
    expect(result).toBe('error');
  });
});
