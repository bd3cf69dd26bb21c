import net from 'node:net';
import { Status } from '@juzuo/schemas';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBySms } from '../modules/account/testing';
import { createTestApp } from '../test/app';
import { startTestServer, type TestServer } from '../test/server';

// Issue 9 item 7: the framework's own errors (bad URL, malformed JSON, wrong content type, body too
// large, unknown route, wrong method, multipart and client errors) answer the product's envelope with
// a Chinese message and a non-zero status, at the right HTTP status.

/** An answer is the envelope: non-zero status, null data, a Chinese message without English words. */
function expectEnvelope(body: string, what: string): { status: number; msg: string } {
  let answer: { status?: unknown; data?: unknown; msg?: unknown };
  try {
    answer = JSON.parse(body);
  } catch {
    throw new Error(`${what}: not JSON: ${body.slice(0, 200)}`);
  }
  expect(Object.keys(answer).sort(), `${what}: ${body}`).toEqual(['data', 'msg', 'status']);
  const { status, msg } = answer as { status: number; msg: string };
  expect(status, what).not.toBe(0);
  expect(msg, what).toMatch(/[\u4e00-\u9fff]/);
  expect(msg.match(/[A-Za-z]{3,}/g) ?? [], `${what}: ${msg}`).toEqual([]);
  return { status, msg };
}

describe('framework errors on the API', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = (await signInBySms(app, '13890030001')).token;
  });
  afterAll(async () => app.close());

  const json = { 'content-type': 'application/json' };
  const cases: Array<{ what: string; http: number; status: number; req: InjectOptions }> = [
    {
      what: 'bad URL under /files',
      http: 400,
      status: Status.BAD_REQUEST,
      req: { method: 'GET', url: '/files/%ff' },
    },
    {
      what: 'bad URL at the root',
      http: 400,
      status: Status.BAD_REQUEST,
      req: { method: 'GET', url: '/%ff%fe' },
    },
    {
      what: 'malformed JSON',
      http: 400,
      status: Status.BAD_REQUEST,
      req: { method: 'POST', url: '/ixj_web/team/add', headers: json, payload: '{"team_name":' },
    },
    {
      what: 'empty JSON body',
      http: 400,
      status: Status.BAD_REQUEST,
      req: { method: 'POST', url: '/ixj_web/team/add', headers: json, payload: '' },
    },
    {
      what: '__proto__ in JSON',
      http: 400,
      status: Status.BAD_REQUEST,
      req: { method: 'POST', url: '/ixj_web/team/add', headers: json, payload: '{"__proto__":{"x":1}}' },
    },
    {
      what: 'wrong content type',
      http: 415,
      status: Status.BAD_REQUEST,
      req: {
        method: 'POST',
        url: '/ixj_web/team/add',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      },
    },
    {
      what: 'body too large',
      http: 413,
      status: Status.FILE_REJECTED,
      req: {
        method: 'POST',
        url: '/ixj_web/team/add',
        headers: json,
        payload: JSON.stringify({ team_name: 'x'.repeat(3 * 1024 * 1024) }),
      },
    },
    {
      what: 'unknown route',
      http: 404,
      status: Status.NOT_FOUND,
      req: { method: 'GET', url: '/ixj_web/nope' },
    },
    {
      what: 'method not allowed',
      http: 405,
      status: Status.BAD_REQUEST,
      req: { method: 'PATCH', url: '/ixj_web/project/detail' },
    },
  ];

  for (const c of cases) {
    it(c.what, async () => {
      const res = await app.inject(c.req);
      expect(res.statusCode, c.what).toBe(c.http);
      expect(expectEnvelope(res.body, c.what).status).toBe(c.status);
    });
  }

  it('method not allowed names the methods the path takes', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/ixj_web/project/detail' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.json().msg).toBe('该接口不支持此请求方法');
  });

  it('a broken multipart upload', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/ixj_web/image',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=xx' },
      payload: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nbroken',
    });
    expect(res.statusCode).toBeLessThan(500);
    expectEnvelope(res.body, 'broken multipart');
  });
});

/** Sends raw bytes to a listening server and answers the whole response. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(data));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('timeout')));
  });
}

describe('the one-origin server (web app, API and relay on one port)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ prefix: 'envelope' });
  });
  afterAll(async () => t.stop());

  it('answers a bad URL with the envelope', async () => {
    for (const url of ['/%ff%fe', '/files/%ff', '/studio/%E0%A4%A']) {
      const res = await fetch(`${t.server.url}${url}`, { headers: { accept: 'text/html' } });
      expect(res.status, url).toBe(400);
      expectEnvelope(await res.text(), url);
    }
  });

  it('answers a request the HTTP parser refuses with the envelope', async () => {
    const answer = await rawRequest(t.server.port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expectEnvelope(answer.slice(answer.indexOf('\r\n\r\n') + 4), 'client error');
  });
});
