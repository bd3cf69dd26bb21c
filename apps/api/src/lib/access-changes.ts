import {
  notifyRelayAccessChange,
  publishAccessChange,
  type AccessChange as RelayAccessChange,
} from '@juzuo/collab-server';
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
  deliver(app, { workId, userId }, { workId });
}

/**
 * Tells the relay(s) that these sessions ended (logout, the old token of a refresh, password change
 * or reset, an operator revoking the account): every live connection that authenticated with one of
 * them is closed at once, in process and over Redis. Tokens are named by their sha256 hex (what the
 * tokens table stores), never in clear. Call it after the revocation is committed; never throws.
 */
export function notifySessionsRevoked(app: FastifyInstance, tokenHashes: string[]): void {
  if (tokenHashes.length === 0) return;
  deliver(app, { revokedTokens: tokenHashes }, { sessions: tokenHashes.length });
}

/** Hands a change to the in-process relay (which also publishes it) or straight to Redis. */
function deliver(app: FastifyInstance, change: RelayAccessChange, logContext: object): void {
  const task = app.relay
    ? notifyRelayAccessChange(app.relay, change)
    : app.config.REDIS_URL
      ? publishAccessChange(app.config.REDIS_URL, change)
      : undefined;
  task?.catch((error: unknown) => {
    app.log.error({ err: error, ...logContext }, 'access change not delivered to the relay');
  });
}
