import * as schemas from '@juzuo/schemas';
import { callId, isCallDef } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { openApiPath } from './document';

describe('OpenAPI document and reference page', () => {
  let app: FastifyInstance;
  let doc: {
    openapi: string;
    tags: Array<{ name: string; 'x-displayName'?: string }>;
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };

  beforeAll(async () => {
    app = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/ixj_web/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => app.close());

  it('is an OpenAPI 3.1 document, plain JSON without the envelope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc).not.toHaveProperty('status');
  });

  it('lists every route the API registered, with its request and answer', () => {
    const missing = app.registeredRoutes.filter((id) => {
      const [method = '', url = ''] = id.split(' ');
      return !doc.paths[openApiPath(url)]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.responses, `${method} ${path}`).toHaveProperty('200');
        expect(op.summary, `${method} ${path}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('every route is registered through its call definition, and every defined call is registered', () => {
    const registered = new Set(app.registeredRoutes);
    const throughRoute = new Set(app.calls.map(callId));
    expect([...registered].filter((id) => !throughRoute.has(id))).toEqual([]);
    const defined = (Object.values(schemas) as unknown[]).filter(isCallDef).map(callId);
    expect(defined.filter((id) => !registered.has(id))).toEqual([]);
  });

  it('names every area (tag) in Chinese for the reference page', () => {
    expect(doc.tags.length).toBeGreaterThan(10);
    const unnamed = doc.tags.filter((t) => !/[\u4e00-\u9fff]/.test(t['x-displayName'] ?? ''));
    expect(unnamed.map((t) => t.name)).toEqual([]);
  });

  it('describes GET inputs as query parameters and bodies as JSON schemas', () => {
    const get = doc.paths['/ixj_web/openapi.json']?.get;
    expect(get?.security).toEqual([]);
    const anyBody = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops))
      .find((op) => op.requestBody);
    if (anyBody) expect(JSON.stringify(anyBody.requestBody)).toContain('"schema"');
  });

  it('serves a reference page whose renderer comes from this origin (no CDN, no font host)', async () => {
    const bare = await app.inject({ method: 'GET', url: '/ixj_web/reference' });
    expect([bare.statusCode, bare.headers.location]).toEqual([301, '/ixj_web/reference/']);
    const page = await app.inject({ method: 'GET', url: '/ixj_web/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/ixj_web/openapi.json');
    expect(page.body).toContain('<title>剧作台 API 参考</title>');
    expect(page.body).not.toMatch(/cdn\.jsdelivr|unpkg\.com|fonts\.scalar\.com|fonts\.googleapis/);
    // No buttons that call Scalar's services (AI agent, developer toolbar).
    expect(page.body).toMatch(/"showDeveloperTools":\s*"never"/);
    expect(page.body).toMatch(/"agent":\s*\{\s*"disabled":\s*true/);
    // Scalar's own words (search, authentication ...) in Simplified Chinese.
    expect(page.body).toMatch(/"localization":\s*\{\s*"locale":\s*"zh-CN"/);
    const script = await app.inject({ method: 'GET', url: '/ixj_web/reference/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('application/javascript');
    expect(script.body.length).toBeGreaterThan(100_000);
  });
});
