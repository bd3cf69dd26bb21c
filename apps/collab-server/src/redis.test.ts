import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { isRelayReady } from './createRelay';
import { redisConfigFromUrl } from './redis';
import { MemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';

// scripts/test.sh sets TEST_REDIS_URL only when Redis is reachable; without it the relay test skips.
const REDIS_URL = process.env.TEST_REDIS_URL;

describe('Redis scaling', () => {
  const harnesses: RelayHarness[] = [];
  afterEach(async () => {
    await Promise.all(harnesses.splice(0).map((h) => h.close()));
  });

  it('reads host, port, credentials and database from the URL', () => {
    expect(redisConfigFromUrl('redis://user:p%40ss@10.0.0.5:6380/2')).toMatchObject({
      host: '10.0.0.5',
      port: 6380,
      options: { username: 'user', password: 'p@ss', db: 2, tls: undefined },
    });
    expect(redisConfigFromUrl('rediss://cache.example.com').options).toMatchObject({ tls: {}, db: 0 });
    expect(() => redisConfigFromUrl('http://x')).toThrow(/redis/);
  });

  it.skipIf(!REDIS_URL)('serves one document to clients on two relays', async () => {
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
