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
 * TODO(relay helper, issue 4): deliver to the in-process relay (app.relay) and, with REDIS_URL, to
 * every relay process.
 */
export function notifyAccessChanged(_app: FastifyInstance, _change: AccessChange): void {}
