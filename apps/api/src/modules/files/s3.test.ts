import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeS3 } from '../../storage/fake-s3';
import { createTestApp } from '../../test/app';
import { makeImage, multipartBody, signedInUser } from './testing';

let fake: Awaited<ReturnType<typeof startFakeS3>>;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeS3('juzuo-files');
  app = await createTestApp({
    S3_BUCKET: 'juzuo-files',
    S3_ENDPOINT: fake.endpoint,
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test',
    S3_FORCE_PATH_STYLE: '1',
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

it('with S3_BUCKET set, uploads land in the bucket and are served through /files', async () => {
  expect(app.fileStore.kind).toBe('s3');
  const { auth } = await signedInUser(app);
  const png = await makeImage('png', 300, 200);
  const body = multipartBody([{ name: 'file', filename: 'a.png', data: png }]);
  const res = await app.inject({
    method: 'POST',
    url: '/ixj_web/image',
    headers: { ...body.headers, ...auth },
    payload: body.payload,
  });
  const data = res.json().data;
  const key = data.url.replace('/files/', '');
  expect(fake.objects.get(key)?.body.equals(png)).toBe(true);
  expect(fake.objects.get(data.variants.small.replace('/files/', ''))?.contentType).toBe('image/webp');
  const served = await app.inject({ method: 'GET', url: data.url });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(png)).toBe(true);
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await app.inject({ method: 'GET', url: `/files/ab/${'ab'.repeat(32)}.png` });
  expect(missing.statusCode).toBe(404);
});

it('FILES_PUBLIC_URL points answered URLs at a CDN or public bucket', async () => {
  const cdnApp = await createTestApp({ FILES_PUBLIC_URL: 'https://cdn.example.com/juzuo/' });
  try {
    const { auth } = await signedInUser(cdnApp);
    const body = multipartBody([{ name: 'file', filename: 'a.webp', data: await makeImage('webp', 20, 20) }]);
    const res = await cdnApp.inject({
      method: 'POST',
      url: '/ixj_web/image',
      headers: { ...body.headers, ...auth },
      payload: body.payload,
    });
    const data = res.json().data;
    expect(data.url).toMatch(/^https:\/\/cdn\.example\.com\/juzuo\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    expect(data.variants.mini).toMatch(/^https:\/\/cdn\.example\.com\/juzuo\/.+_mini\.webp$/);
  } finally {
    await cdnApp.close();
  }
});
