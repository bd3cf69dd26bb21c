import type { Configuration, Redis } from '@hocuspocus/extension-redis';
import { type RepairOptions, UpdateRelayingRedis } from './UpdateRelayingRedis';

/**
 * Redis extension settings from a `redis://` or `rediss://` URL: user, password, database number and
 * TLS come from the URL, so operators configure one variable (REDIS_URL) as everywhere else.
 */
export function redisConfigFromUrl(redisUrl: string, prefix = 'juzuo:relay'): Partial<Configuration> {
  const url = new URL(redisUrl);
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got ${url.protocol}`);
  }
  const db = Number(url.pathname.replace(/^\//, '') || '0');
  return {
    host: url.hostname || '127.0.0.1',
    port: Number(url.port || 6379),
    prefix,
    options: {
      username: url.username ? decodeURIComponent(url.username) : undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      db: Number.isInteger(db) ? db : 0,
      tls: url.protocol === 'rediss:' ? {} : undefined,
      // Fail fast instead of queueing commands forever while Redis is away; ioredis reconnects.
      maxRetriesPerRequest: 3,
    },
  };
}

/** The relay's Redis extension for a REDIS_URL (connects at once). */
export function createRedisExtension(redisUrl: string, prefix?: string, repair?: RepairOptions): Redis {
  return new UpdateRelayingRedis(redisConfigFromUrl(redisUrl, prefix), repair);
}

/** Whether the extension's publish and subscribe connections are both up. */
export function isRedisReady(redis: Redis): boolean {
  return redis.pub.status === 'ready' && redis.sub.status === 'ready';
}
