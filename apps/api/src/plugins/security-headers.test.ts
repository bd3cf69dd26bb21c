import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBySms } from '../modules/account/testing';
import { createTestApp } from '../test/app';
import { SECURITY_OPTIONS, securityHeaders } from './security-headers';

/** The headers helmet's middleware sets on a real Node response (the yardstick for the cached copy). */
async function helmetOnRealResponse(): Promise<Record<string, string>> {
  const middleware = helmet({ ...SECURITY_OPTIONS });
  const server = http.createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
        headers[name] = value;
    });
    return headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('are exactly what helmet sets per request with the same options', async () => {
    const cached = securityHeaders();
    expect(cached).toEqual(await helmetOnRealResponse());
    // The policy itself: no CSP on API answers, resources same-site, no MIME sniffing.
    expect(cached['content-security-policy']).toBeUndefined();
    expect(cached['cross-origin-resource-policy']).toBe('same-site');
    expect(cached['x-content-type-options']).toBe('nosniff');
  });

  it('are on signed-in answers, refusals and unknown paths alike', async () => {
    const expected = securityHeaders();
    const user = await signInBySms(app, '13800138123');
    const answers = await Promise.all([
      app.inject({
        method: 'GET',
        url: '/ixj_web/user/get_my_info',
        headers: { authorization: `Bearer ${user.token}` },
      }),
      app.inject({ method: 'GET', url: '/ixj_web/user/get_my_info' }),
      app.inject({ method: 'GET', url: '/ixj_web/no/such/call' }),
    ]);
    for (const answer of answers)
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name]).toBe(value);
    expect(answers.map((a) => a.json().status)).toEqual([0, expect.any(Number), expect.any(Number)]);
    expect(answers[1]?.json().status).not.toBe(0);
  });

  it('allow no cross-origin caller when CORS_ORIGINS is empty', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allow the configured origins when CORS_ORIGINS is set', async () => {
    const withCors = await createTestApp({ CORS_ORIGINS: 'https://studio.example' });
    try {
      const allowed = await withCors.inject({
        method: 'OPTIONS',
        url: '/ixj_web/user/get_my_info',
        headers: { origin: 'https://studio.example', 'access-control-request-method': 'GET' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://studio.example');
      const other = await withCors.inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });
});
