import {
  IMAGE_VARIANTS,
  Status,
  type TImageVariant,
  ValidationMessage,
  ZUploadImageResult,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { fileById } from './service';
import { makeAnimatedGif, makeImage, multipartBody, signedInUser } from './testing';

let app: FastifyInstance;
let auth: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  ({ auth } = await signedInUser(app));
});
afterAll(async () => app.close());

async function uploadImage(data: Buffer, filename: string, contentType = 'application/octet-stream') {
  const body = multipartBody([
    { name: 'user_id', data: 'forged-user' },
    { name: 'file', filename, contentType, data },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/ixj_web/image',
    headers: { ...body.headers, ...auth },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('POST /ixj_web/image', () => {
  const cases = [
    { format: 'png', width: 3000, height: 1500, mime: 'image/png', ext: 'png' },
    { format: 'jpeg', width: 900, height: 1200, mime: 'image/jpeg', ext: 'jpg' },
    { format: 'webp', width: 100, height: 50, mime: 'image/webp', ext: 'webp' },
    { format: 'gif', width: 300, height: 200, mime: 'image/gif', ext: 'gif' },
  ] as const;

  for (const c of cases) {
    it(`stores a ${c.format} with webp variants no larger than each suffix size`, async () => {
      const bytes = await makeImage(c.format, c.width, c.height);
      const body = await uploadImage(bytes, `picture.${c.ext}`);
      expect(body.status).toBe(0);
      const data = ZUploadImageResult.parse(body.data);
      expect(data).toMatchObject({
        mime: c.mime,
        ext: c.ext,
        width: c.width,
        height: c.height,
        size: bytes.length,
      });
      expect(data.url).toMatch(new RegExp(`^/files/[0-9a-f]{2}/[0-9a-f]{64}\\.${c.ext}$`));

      const original = await get(data.url);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe(c.mime);
      expect(original.rawPayload.equals(bytes)).toBe(true);

      for (const [name, side] of Object.entries(IMAGE_VARIANTS) as Array<[TImageVariant, number]>) {
        const url = data.variants[name];
        expect(url).toMatch(new RegExp(`_${name}\\.webp$`));
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        const expectedLongest = Math.min(side, Math.max(c.width, c.height));
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(expectedLongest);
      }
    });
  }

  it('serves files with immutable caching, an ETag, nosniff and revalidation', async () => {
    const data = (await uploadImage(await makeImage('png', 64, 64), 'a.png')).data;
    const res = await get(data.variants.mid);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(data.variants.mid, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('decides the type from the bytes: a PNG named .jpg with an image/jpeg claim is a PNG', async () => {
    const data = (await uploadImage(await makeImage('png', 40, 30), 'photo.jpg', 'image/jpeg')).data;
    expect(data.mime).toBe('image/png');
    expect(data.url).toMatch(/\.png$/);
    expect(data.filename).toBe('photo.jpg');
    expect((await get(data.url)).headers['content-type']).toBe('image/png');
  });

  it('rejects text named .png with the Chinese image-type message', async () => {
    const body = await uploadImage(Buffer.from('这不是图片 just text'), 'evil.png', 'image/png');
    expect(body).toMatchObject({ status: Status.FILE_REJECTED, msg: ValidationMessage.imageType });
  });

  it('rejects svg and html even when named like an image', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await uploadImage(Buffer.from(svg), 'x.svg', 'image/svg+xml')).msg).toBe(
      ValidationMessage.imageType,
    );
    expect((await uploadImage(Buffer.from('<html></html>'), 'x.gif')).msg).toBe(ValidationMessage.imageType);
  });

  it('keeps an animated gif as the original and gives first-frame webp variants', async () => {
    const bytes = await makeAnimatedGif(200, 100, 3);
    expect((await sharp(bytes).metadata()).pages).toBe(3);
    const data = (await uploadImage(bytes, 'anim.gif')).data;
    expect(data).toMatchObject({ animated: true, width: 200, height: 100, mime: 'image/gif' });
    const original = await get(data.url);
    expect((await sharp(original.rawPayload).metadata()).pages).toBe(3);
    const small = await sharp((await get(data.variants.small)).rawPayload).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 200, height: 100 });
    expect(small.pages ?? 1).toBe(1);
  });

  it('handles alpha, 16-bit and greyscale sources', async () => {
    const rgba16 = await sharp({
      create: { width: 500, height: 250, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } },
    })
      .png()
      .toColourspace('rgb16')
      .toBuffer();
    expect((await sharp(rgba16).metadata()).depth).toBe('ushort');
    const alpha = (await uploadImage(rgba16, 'alpha.png')).data;
    const mid = await sharp((await get(alpha.variants.mid)).rawPayload).metadata();
    expect(mid).toMatchObject({ width: 500, height: 250, hasAlpha: true });
    const pixel = await sharp((await get(alpha.variants.mini)).rawPayload)
      .raw()
      .toBuffer();
    expect(pixel[1]).toBeGreaterThan(150);
    expect(pixel[3]).toBeGreaterThan(100);
    expect(pixel[3]).toBeLessThan(160);
    const grey = await sharp(await makeImage('png', 300, 300))
      .greyscale()
      .toBuffer();
    const g = (await uploadImage(grey, 'grey.png')).data;
    expect((await sharp((await get(g.variants.small)).rawPayload).metadata()).width).toBe(300);
  });

  it('applies EXIF orientation to the reported size and the variants', async () => {
    const bytes = await sharp(await makeImage('jpeg', 400, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const data = (await uploadImage(bytes, 'rotated.jpg')).data;
    expect(data).toMatchObject({ width: 200, height: 400 });
    const mini = await sharp((await get(data.variants.mini)).rawPayload).metadata();
    expect(mini).toMatchObject({ width: 60, height: 120 });
  });

  it('answers the same file for the same bytes and shares stored objects between users', async () => {
    const bytes = await makeImage('webp', 123, 77);
    const first = (await uploadImage(bytes, 'one.webp')).data;
    const second = (await uploadImage(bytes, 'two.webp')).data;
    expect(second.file_id).toBe(first.file_id);
    const other = await signedInUser(app);
    const body = multipartBody([{ name: 'file', filename: 'mine.webp', data: bytes }]);
    const res = await app.inject({
      method: 'POST',
      url: '/ixj_web/image',
      headers: { ...body.headers, ...other.auth },
      payload: body.payload,
    });
    const theirs = res.json().data;
    expect(theirs.file_id).not.toBe(first.file_id);
    expect(theirs.url).toBe(first.url);
    expect(theirs.variants).toEqual(first.variants);
    expect(theirs).toMatchObject({ width: 123, height: 77, filename: 'mine.webp' });
    const found = await fileById(app, theirs.file_id);
    expect(found).toMatchObject({ kind: 'image', ownerUserId: other.userId, file: theirs });
    expect(await fileById(app, 'no-such-file')).toBeNull();
  });
});
