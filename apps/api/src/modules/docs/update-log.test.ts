import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { appendUpdates, logTail } from './update-log';

/** Bytes of every value 0-255 (NUL included) and then `size` more, different per `seed`. */
function bytes(seed: number, size: number): Uint8Array {
  const out = new Uint8Array(256 + size);
  for (let i = 0; i < out.length; i++) out[i] = (i + seed * 31) % 256;
  return out;
}

describe('durable update log: appends keep every byte, in arrival order', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['a prepared batch (a few updates)', 5],
    ['an unnested batch (a relay behind: many updates)', 700],
  ])('%s', async (_label, count) => {
    const names = [`doc:甲-${count}`, `doc:乙-${count}`];
    const entries = Array.from({ length: count }, (_, i) => ({
      name: names[i % 2] as string,
      update: bytes(i, i % 7 === 0 ? 20_000 : i),
    }));
    await appendUpdates(app.database.db, entries);
    for (const [k, name] of names.entries()) {
      const expected = entries
        .filter((_, i) => i % 2 === k)
        .map((e) => Buffer.from(e.update).toString('hex'));
      const logged = (await logTail(app.database.db, name)).map((r) => Buffer.from(r.update).toString('hex'));
      expect(logged).toEqual(expected);
    }
  });
});
