import type { TUploadFileResult } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeImage, signedInUser } from './testing';

// Over a real socket (not app.inject): large bodies stream through the multipart parser, and an
// oversize upload is answered with the Chinese message instead of a hung or reset connection.
let app: FastifyInstance;
let base: string;
let auth: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ MAX_FILE_MB: '8', MAX_IMAGE_MB: '1' });
  ({ auth } = await signedInUser(app));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => app.close());

const upload = async (path: string, data: Buffer, filename: string) => {
  const form = new FormData();
  form.append('team_id', 'ignored');
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  const res = await fetch(`${base}${path}`, { method: 'POST', body: form, headers: auth });
  return {
    http: res.status,
    body: (await res.json()) as { status: number; msg: string; data: TUploadFileResult },
  };
};

it('accepts a 5 MB file, beyond the JSON body limit', async () => {
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.alloc(5 * 1024 * 1024, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
  const { http, body } = await upload('/ixj_web/file', pdf, '剧本.pdf');
  expect(http).toBe(200);
  expect(body.data).toMatchObject({ mime: 'application/pdf', size: pdf.length, filename: '剧本.pdf' });
  const served = await fetch(`${base}${body.data.url}`);
  expect(Number(served.headers.get('content-length'))).toBe(pdf.length);
  expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
});

it('answers an oversize image with the limit in Chinese', async () => {
  const png = Buffer.concat([await makeImage('png', 10, 10), Buffer.alloc(3 * 1024 * 1024)]);
  const { http, body } = await upload('/ixj_web/image', png, 'big.png');
  expect(http).toBe(200);
  expect(body).toMatchObject({ status: 4130, msg: '图片大小不能超过 1MB' });
});
