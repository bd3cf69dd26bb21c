import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { isRelayReady } from './createRelay';
import { createRedisExtension } from './redis';
import { MemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('Redis scaling', () => {
  const harnesses: RelayHarness[] = [];
  afterEach(async () => {
    await Promise.all(harnesses.splice(0).map((h) => h.close()));
  });

  it('reads host, port, credentials and database from the URL', async () => {
    const redis = createRedisExtension('redis://user:p%40ss@127.0.0.1:6379/2');
    expect(redis.pub.options).toMatchObject({
      host: '127.0.0.1',
      port: 6379,
      username: 'user',
      password: 'p@ss',
      db: 2,
    });
    await redis.onDestroy();
    expect(() => createRedisExtension('http://x')).toThrow(/redis/);
  });

  it('serves one document to clients on two relays', async () => {
    const backend = new MemoryBackend({
      a: { userId: 'u1', name: '甲', access: { 'doc:r1': 'write' } },
      b: { userId: 'u2', name: '乙', access: { 'doc:r1': 'write' } },
    });
    const redisPrefix = `juzuo-test-${crypto.randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 2; i++)
      harnesses.push(await startRelay({ backend, redisUrl: REDIS_URL, redisPrefix }));
    const [one, two] = harnesses as [RelayHarness, RelayHarness];
    await waitFor(() => isRelayReady(one.relay) && isRelayReady(two.relay));
    const a = await one.connect('doc:r1', 'a');
    const b = await two.connect('doc:r1', 'b');
    a.doc.getText('t').insert(0, '甲写');
    await waitFor(() => textOf(b.doc) === '甲写');
    b.doc.getText('t').insert(2, '乙续');
    await waitFor(() => textOf(a.doc) === '甲写乙续');
    expect(textOf(b.doc)).toBe('甲写乙续');
  });
});
