import { notifyRelayAccessChange, publishAccessChange } from '@juzuo/collab-server';
import type { FastifyInstance } from 'fastify';

/** Whose access to which relay documents may have changed. */
export interface AccessChange {
  /** The work whose documents are affected (all its doc:/idea:/cards:/outline:/comments:/game: documents). */
  workId: string;
  /** Only this user's connections; omitted: every connection to the work's documents. */
  userId?: string;
}

/**
 * Tells the relay(s) that work access changed (membership added/changed/removed, work deleted or
 * restored, member removed from the team), so open connections are re-decided within seconds.
 * Call it after the change is committed. Never throws: a relay that cannot be told must not fail
 * the REST call that changed the data.
 *
 * Delivery: the in-process relay (`app.relay`, the one-origin server) re-decides its connections at
 * once and, when REDIS_URL is set, publishes the change on the Redis channel every standalone relay
 * subscribes to. An app without a relay of its own (plain buildApp) publishes directly.
 */
export function notifyAccessChanged(app: FastifyInstance, change: AccessChange): void {
  const { workId, userId } = change;
  const task = app.relay
    ? notifyRelayAccessChange(app.relay, { workId, userId })
    : app.config.REDIS_URL
      ? publishAccessChange(app.config.REDIS_URL, { workId, userId })
      : undefined;
  task?.catch((error: unknown) => {
    app.log.error({ err: error, workId }, 'access change not delivered to the relay');
  });
}
