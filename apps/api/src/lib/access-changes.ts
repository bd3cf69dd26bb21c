import { notifyRelayAccessChange, type AccessChange as RelayAccessChange } from '@juzuo/collab-server';
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
 * subscribes to. An app without a relay of its own (plain buildApp, the scale-out API processes)
 * publishes on its signed-in cache's persistent channel, which every other API process and relay hears.
 */
export function notifyAccessChanged(app: FastifyInstance, change: AccessChange): void {
  const { workId, userId } = change;
  void deliver(app, { workId, userId }, { workId });
}

/**
 * Tells the relay(s) that these sessions ended (logout, the old token of a refresh, password change
 * or reset, an operator revoking the account): every live connection that authenticated with one of
 * them is closed at once, in process and over Redis. Tokens are named by their sha256 hex (what the
 * tokens table stores), never in clear. Other API processes hear the same notice and drop the
 * sessions from their signed-in cache. Call it after the revocation is committed; never throws.
 * Resolves once the notice is out (at most DELIVERY_WAIT_MS), so a logout answers after every
 * process could hear it; callers that need not wait may ignore the promise.
 */
export function notifySessionsRevoked(app: FastifyInstance, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length === 0) return Promise.resolve();
  return deliver(app, { revokedTokens: tokenHashes }, { sessions: tokenHashes.length });
}

/** Longest wait for a notice to go out: a Redis outage must not hold a logout. */
const DELIVERY_WAIT_MS = 1_000;

/** Hands a change to the in-process relay (which also publishes it) or straight to Redis. */
function deliver(app: FastifyInstance, change: RelayAccessChange, logContext: object): Promise<void> {
  if (!app.relay && !app.config.REDIS_URL) return Promise.resolve();
  const task = app.relay
    ? notifyRelayAccessChange(app.relay, change)
    : app.signedInCache.announce(change).then((published) => {
        if (!published) throw new Error('Redis did not take the notice');
      });
  const delivered = task.then(
    () => {},
    (error: unknown) => {
      app.log.error({ err: error, ...logContext }, 'access change not delivered to the relay');
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, DELIVERY_WAIT_MS);
    timer.unref();
  });
  return Promise.race([delivered, waited]).finally(() => clearTimeout(timer));
}
