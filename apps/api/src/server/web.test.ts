import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createTestApp } from '../test/app';
import { renderIndexHtml } from './html';
import { buildRuntimeConfig } from './runtime-config';
import { registerWebApp } from './web';

const html = { accept: 'text/html,application/xhtml+xml' };

function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><base href="./"><title>剧作台</title></head><body><script type="module" src="./assets/app-1a2b.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('web app serving under a base path', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fakeDist();
    app = await createTestApp({
      BASE_PATH: '/studio',
      ALT_BRAND_HOSTS: 'xmtj.example.com',
      MAX_IMAGE_MB: '4',
    });
    await registerWebApp(app, { distDir: dist, runtime: buildRuntimeConfig(app.config) });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers history-mode routes with index.html carrying base, runtime config and a CSP', async () => {
    const res = await app.inject({ url: '/studio/workBench/worksManage?x=1', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<head><base href="/studio/"><script>window.__JUZUO_CONFIG__=');
    expect(res.body).not.toContain('<base href="./">');
    const json = /window\.__JUZUO_CONFIG__=(.*?);<\/script>/.exec(res.body)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      basePath: '/studio/',
      hosts: {
        main: '',
        materials: '',
        ai: '',
        uploader: '',
        chat: '',
        logger: '',
        workflowImage: '',
        login: '',
        roleAi: '',
        analysis: '',
      },
      altBrandHosts: ['xmtj.example.com'],
      productName: '剧作台',
      limits: { maxImageMb: 4, maxFileMb: 50 },
      labTools: { fastImage: '', fastModel: '' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("connect-src 'self' ws://localhost:80 wss://localhost:80");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
  });

  it('allows exactly the injected script by hash', async () => {
    const res = await app.inject({ url: '/studio/', headers: html });
    const script = /<script>(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('serves hashed assets for a year and other files with revalidation', async () => {
    const asset = await app.inject({ url: '/studio/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/studio/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('never answers HTML for missing assets, API paths or non-HTML requests', async () => {
    const missing = await app.inject({ url: '/studio/assets/gone.js', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 4040 });
    const api = await app.inject({ url: '/ixj_web/no_such_call', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 4040 });
    const json = await app.inject({ url: '/studio/workBench', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const traversal = await app.inject({ url: '/studio/..%2f..%2fetc%2fpasswd', headers: html });
    expect(traversal.body).not.toContain('root:');
  });

  it('redirects the bare base path and the root to the base path', async () => {
    expect((await app.inject({ url: '/studio', headers: html })).headers.location).toBe('/studio/');
    expect((await app.inject({ url: '/', headers: html })).headers.location).toBe('/studio/');
  });
});

describe('web app at the root, asked the way curl asks', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fakeDist();
    app = await createTestApp();
    await registerWebApp(app, { distDir: dist, runtime: buildRuntimeConfig(app.config) });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers the web app to a request with no Accept header or a bare */*', async () => {
    for (const headers of [{}, { accept: '*/*' }]) {
      for (const url of ['/', '/workBench/worksManage']) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('<base href="/">');
      }
    }
  });

  it('keeps the envelope 404 for unknown API paths and for JSON or image requests', async () => {
    for (const headers of [{}, { accept: '*/*' }, html]) {
      const res = await app.inject({ url: '/ixj_web/no_such_call', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 4040 });
    }
    const json = await app.inject({ url: '/workBench', headers: { accept: 'application/json' } });
    expect(json.json()).toMatchObject({ status: 4040 });
    const icon = await app.inject({
      url: '/favicon.ico',
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
    });
    expect(icon.statusCode).toBe(404);
  });
});

describe('web app missing', () => {
  it('tells the operator in Chinese to build it, and the API keeps working', async () => {
    const app = await createTestApp();
    await registerWebApp(app, {
      distDir: '/nonexistent/juzuo-dist',
      runtime: buildRuntimeConfig(app.config),
    });
    const page = await app.inject({ url: '/login', headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('网页尚未构建');
    expect(page.body).toContain('--filter @juzuo/web build');
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('renderIndexHtml', () => {
  it('escapes values that could end the script tag', () => {
    const runtime = { ...buildRuntimeConfig(testConfig()), productName: '</script><script>alert(1)' };
    const { html: out } = renderIndexHtml('<html><head></head></html>', runtime);
    expect(out).not.toContain('</script><script>alert');
    expect(out).toContain('\\u003c/script>');
  });
});

describe('renderIndexHtml placement', () => {
  it('keeps <meta charset> first', () => {
    const runtime = buildRuntimeConfig(testConfig());
    const { html: out } = renderIndexHtml(
      '<html><head><meta charset="UTF-8" /><title>x</title></head></html>',
      runtime,
    );
    expect(out).toMatch(/^<html><head><meta charset="UTF-8" \/><base href="\/"><script>/);
  });
});
