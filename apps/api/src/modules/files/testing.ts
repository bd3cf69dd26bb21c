import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { users } from '../../db/schema/users';

/** One part of a hand-built multipart body. */
export interface TestPart {
  name: string;
  /** Present for file parts. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** Builds a multipart/form-data body the way a browser does, for app.inject. */
export function multipartBody(parts: TestPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----juzuo${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    const type = p.filename ? `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Creates a user row and a bearer token for it (the account module's login is tested on its own). */
export async function signedInUser(
  app: FastifyInstance,
): Promise<{ userId: string; auth: Record<string, string> }> {
  const userId = crypto.randomUUID();
  await app.database.db.insert(users).values({ id: userId, name: '测试用户' });
  const { token } = await app.tokenStore.issue(userId);
  return { userId, auth: { authorization: `Bearer ${token}` } };
}

/** A test image with a diagonal gradient (so it has content, yet compresses well). */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width: number,
  height: number,
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** An animated gif of `frames` solid-colour frames. */
export async function makeAnimatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let f = 0; f < frames; f++)
    raw.fill((f * 80) % 256, f * width * height * 3, (f + 1) * width * height * 3);
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif()
    .toBuffer();
}
