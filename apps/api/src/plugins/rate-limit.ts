import crypto from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { openRedis } from '@juzuo/collab-server';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';

/**
 * Registers the per-route rate limits (routes opt in with `config.rateLimit`). Without REDIS_URL the
 * counters live in this process. With REDIS_URL they live in Redis, so N API processes behind one
 * proxy allow a client the limit once, not N times.
 */
export async function registerRateLimit(app: FastifyInstance, config: TConfig): Promise<void> {
  if (!config.REDIS_URL) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = openRedis(config.REDIS_URL);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: rateLimitNamespace(config),
    // A Redis outage must not lock everyone out of signing in; the limits resume with Redis.
    skipOnError: true,
  });
}

/**
 * The counters belong to one deployment, and a deployment is its database: every API process of it
 * has the same DATABASE_URL (or DATA_DIR), while other products on the same Redis (another
 * deployment, a parallel test run) get counters of their own. The hash keeps credentials out of
 * Redis keys.
 */
export function rateLimitNamespace(config: Pick<TConfig, 'DATABASE_URL' | 'DATA_DIR'>): string {
  const deployment = config.DATABASE_URL || `pglite:${config.DATA_DIR}`;
  const id = crypto.createHash('sha256').update(deployment).digest('hex').slice(0, 12);
  return `juzuo:rate:${id}:`;
}
