import { FileMessage, Status, StatusMessage, ValidationMessage, ZUploadFileResult } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeImage, multipartBody, signedInUser, type TestPart } from './testing';

let app: FastifyInstance;
let auth: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ MAX_IMAGE_MB: '0.05', MAX_FILE_MB: '0.1', MAX_IMAGE_MEGAPIXELS: '1' });
  ({ auth } = await signedInUser(app));
});
afterAll(async () => app.close());

async function post(url: string, parts: TestPart[], headers: Record<string, string> = auth) {
  const body = multipartBody(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBeLessThan(500);
  return res.json();
}
const file = (data: Buffer | string, filename: string, contentType?: string): TestPart => ({
  name: 'file',
  filename,
  contentType,
  data,
});
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('POST /ixj_web/file', () => {
  it('stores a pdf detected from the bytes and serves it as an attachment', async () => {
    const body = await post('/ixj_web/file', [file(pdf, 'script.bin', 'text/html')]);
    expect(body.status).toBe(0);
    const data = ZUploadFileResult.parse(body.data);
    expect(data).toMatchObject({
      mime: 'application/pdf',
      ext: 'pdf',
      size: pdf.length,
      filename: 'script.bin',
    });
    const res = await app.inject({ method: 'GET', url: data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{64}\.pdf"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('accepts UTF-8 text only under .txt/.md/.fountain and serves it as a text attachment', async () => {
    const text = '第一场 内景 客厅 日\n\n她推开门。\n';
    const md = await post('/ixj_web/file', [file(text, '大纲.md')]);
    expect(md.data).toMatchObject({ mime: 'text/markdown', ext: 'md', filename: '大纲.md' });
    const res = await app.inject({ method: 'GET', url: md.data.url });
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.body).toBe(text);
    // Different bytes each time: the same bytes again would answer the first upload (deduplication).
    expect((await post('/ixj_web/file', [file(`${text}1`, 'scene.fountain')])).data.ext).toBe('fountain');
    expect((await post('/ixj_web/file', [file(`${text}2`, 'notes.txt')])).data.mime).toBe('text/plain');
  });

  it('refuses html, svg, unknown binaries and non-UTF-8 text', async () => {
    const cases: TestPart[] = [
      file('<html><script>alert(1)</script></html>', 'page.html', 'text/html'),
      file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg', 'image/svg+xml'),
      file('plain words', 'no-extension'),
      file(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'setup.exe'),
    ];
    for (const part of cases) {
      expect(await post('/ixj_web/file', [part])).toMatchObject({
        status: Status.FILE_REJECTED,
        msg: FileMessage.fileType,
      });
    }
  });

  it('asks for UTF-8 when a text file is in another encoding or binary', async () => {
    const gbk = Buffer.from([0xb5, 0xda, 0xd2, 0xbb, 0xb3, 0xa1]); // "第一场" in GBK
    const utf16 = Buffer.from('\ufeff第一场', 'utf16le');
    for (const data of [gbk, utf16, Buffer.from([0x00, 0x01, 0x02, 0xff])]) {
      expect(await post('/ixj_web/file', [file(data, 'scene.txt')])).toMatchObject({
        status: Status.FILE_REJECTED,
        msg: FileMessage.textEncoding,
      });
    }
  });

  it('names the size limit in Chinese when a file is too big', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(200 * 1024, 0x20)]);
    expect(await post('/ixj_web/file', [file(big, 'big.pdf')])).toMatchObject({
      status: Status.FILE_REJECTED,
      msg: '文件大小不能超过 0.1MB',
    });
  });

  it('downloads under the original name with ?name=, keeping the detected extension', async () => {
    const url = (await post('/ixj_web/file', [file(pdf, 'x.pdf')])).data.url;
    const res = await app.inject({
      method: 'GET',
      url: `${url}?name=${encodeURIComponent('第一集 "终稿".html')}`,
    });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="___ __.pdf"; filename*=UTF-8''${encodeURIComponent('第一集 终稿.pdf')}`,
    );
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('supports byte ranges (video seeking) on served files', async () => {
    const url = (await post('/ixj_web/file', [file(pdf, 'a.pdf')])).data.url;
    const res = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
    expect(res.body).toBe('%PDF-1.4');
    const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-6' } });
    expect(tail.body).toBe('%%EOF\n');
    const bad = await app.inject({ method: 'GET', url, headers: { range: `bytes=${pdf.length + 10}-` } });
    expect(bad.statusCode).toBe(416);
  });
});

describe('bad uploads never produce a 500', () => {
  it('answers 4000 without a token, before reading the body', async () => {
    const png = await makeImage('png', 10, 10);
    for (const url of ['/ixj_web/image', '/ixj_web/file']) {
      expect(await post(url, [file(png, 'a.png')], {})).toMatchObject({
        status: Status.TOKEN_INVALID,
        msg: StatusMessage[Status.TOKEN_INVALID],
      });
    }
    expect(
      await post('/ixj_web/image', [file(png, 'a.png')], { authorization: 'Bearer nope' }),
    ).toMatchObject({
      status: Status.TOKEN_INVALID,
    });
  });

  it('names the problem for missing, empty, misnamed and non-multipart uploads', async () => {
    expect(await post('/ixj_web/image', [{ name: 'user_id', data: '1' }])).toMatchObject({
      status: Status.VALIDATION,
      msg: FileMessage.missingFile,
    });
    expect(
      await post('/ixj_web/image', [
        { name: 'image', filename: 'a.png', data: await makeImage('png', 5, 5) },
      ]),
    ).toMatchObject({
      status: Status.VALIDATION,
      msg: FileMessage.missingFile,
    });
    expect(await post('/ixj_web/image', [file(Buffer.alloc(0), 'empty.png')])).toMatchObject({
      status: Status.FILE_REJECTED,
      msg: FileMessage.empty,
    });
    expect(await post('/ixj_web/file', [file(Buffer.alloc(0), 'empty.txt')])).toMatchObject({
      msg: FileMessage.empty,
    });
    const json = await app.inject({
      method: 'POST',
      url: '/ixj_web/image',
      headers: auth,
      payload: { file: 'x' },
    });
    expect(json.json()).toMatchObject({ status: Status.VALIDATION, msg: FileMessage.notMultipart });
  });

  it('answers a cut-off multipart body with a clear message', async () => {
    const body = multipartBody([file(await makeImage('png', 20, 20), 'a.png')]);
    const cut = body.payload.subarray(0, body.payload.length - 40);
    const res = await app.inject({
      method: 'POST',
      url: '/ixj_web/image',
      headers: { ...body.headers, ...auth },
      payload: cut,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().status).not.toBe(0);
  });

  it('rejects truncated and corrupt images that carry a valid signature', async () => {
    const png = await makeImage('png', 200, 200);
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect(await post('/ixj_web/image', [file(truncated, 'half.png')])).toMatchObject({
      status: Status.FILE_REJECTED,
      msg: FileMessage.imageCorrupt,
    });
    const jpeg = await makeImage('jpeg', 200, 200);
    expect(
      await post('/ixj_web/image', [file(jpeg.subarray(0, jpeg.length - 500), 'cut.jpg')]),
    ).toMatchObject({
      msg: FileMessage.imageCorrupt,
    });
    const garbage = Buffer.concat([png.subarray(0, 16), Buffer.alloc(300, 0x41)]);
    expect(await post('/ixj_web/image', [file(garbage, 'garbage.png')])).toMatchObject({
      msg: FileMessage.imageCorrupt,
    });
  });

  it('names the image size limit and the pixel limit', async () => {
    const noisy = Buffer.concat([await makeImage('png', 50, 50), Buffer.alloc(60 * 1024)]);
    expect(await post('/ixj_web/image', [file(noisy, 'big.png')])).toMatchObject({
      status: Status.FILE_REJECTED,
      msg: '图片大小不能超过 0.05MB',
    });
    const huge = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(50 * 1024);
    expect(await post('/ixj_web/image', [file(huge, 'huge.png')])).toMatchObject({
      status: Status.FILE_REJECTED,
      msg: FileMessage.imageTooManyPixels(1),
    });
  });

  it('refuses the image-type message for any non-image on the image call', async () => {
    expect(await post('/ixj_web/image', [file(pdf, 'doc.png', 'image/png')])).toMatchObject({
      msg: ValidationMessage.imageType,
    });
  });

  it('answers 404 for keys it never wrote, including path tricks', async () => {
    for (const url of [
      '/files/../../etc/passwd',
      '/files/ab/nothing.png',
      `/files/ab/${'a'.repeat(64)}.png`,
      '/files/',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
