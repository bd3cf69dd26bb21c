import net from 'node:net';

/** Redis the relay-scaling tests use: TEST_REDIS_URL (set by scripts/test.sh) or the local default. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers PING. Under CI=true an unreachable Redis is a failure, not a skip: the
 * caller throws the returned message instead of skipping.
 */
export async function redisAvailability(): Promise<{ ok: boolean; message: string }> {
  const url = new URL(TEST_REDIS_URL);
  const ok = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: url.hostname || '127.0.0.1', port: Number(url.port || 6379) });
    const done = (value: boolean) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
  return {
    ok,
    message: ok
      ? `Redis reachable at ${TEST_REDIS_URL}`
      : `Redis unreachable at ${TEST_REDIS_URL}: relay-over-Redis tests ${process.env.CI === 'true' ? 'FAIL (CI=true requires Redis)' : 'SKIPPED'}`,
  };
}
