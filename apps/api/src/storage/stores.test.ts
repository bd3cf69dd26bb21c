import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStore } from './disk';
import { startFakeS3 } from './fake-s3';
import { S3FileStore } from './s3';
import type { FileStore } from './types';

const readAll = async (stream: Readable | null): Promise<Buffer> => {
  if (!stream) throw new Error('missing object');
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

let fake: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fake = await startFakeS3('juzuo-test');
});
afterAll(async () => fake.close());

const stores: Array<[string, () => FileStore]> = [
  ['disk', () => new DiskFileStore({ root: `/tmp/juzuo-store-${crypto.randomBytes(6).toString('hex')}` })],
  [
    's3',
    () =>
      new S3FileStore({
        bucket: 'juzuo-test',
        endpoint: fake.endpoint,
        region: 'us-east-1',
        accessKeyId: 'test',
        secretAccessKey: 'test',
        forcePathStyle: true,
      }),
  ],
];

describe.each(stores)('%s file store', (_name, make) => {
  it('writes, stats, reads whole and by range, and deletes', async () => {
    const store = make();
    const body = Buffer.from('0123456789abcdef');
    expect(await store.stat('ab/missing.txt')).toBeNull();
    expect(await store.open('ab/missing.txt')).toBeNull();
    await store.put('ab/object.txt', body, 'text/plain');
    expect(await store.stat('ab/object.txt')).toEqual({ size: 16 });
    expect((await readAll(await store.open('ab/object.txt'))).toString()).toBe('0123456789abcdef');
    expect((await readAll(await store.open('ab/object.txt', { start: 4, end: 7 }))).toString()).toBe('4567');
    await store.delete('ab/object.txt');
    await store.delete('ab/object.txt');
    expect(await store.stat('ab/object.txt')).toBeNull();
  });
});

it('the disk store refuses keys that leave its root', async () => {
  const store = new DiskFileStore({ root: '/tmp/juzuo-store-root' });
  await expect(store.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
    /invalid storage key/,
  );
});

it('the S3 store sends content type and immutable caching with each object', async () => {
  const [, make] = stores[1] as [string, () => FileStore];
  await make().put('cd/thing.webp', Buffer.from('RIFF'), 'image/webp');
  expect(fake.objects.get('cd/thing.webp')).toMatchObject({
    contentType: 'image/webp',
    cacheControl: 'public, max-age=31536000, immutable',
  });
});
