import crypto from 'node:crypto';
import { ZRelayAccessChange } from '@juzuo/schemas';
import { Redis as RedisClient } from 'ioredis';
import { redisConfigFromUrl } from './redis';

/** Whose access to which work's relay documents may have changed. */
export interface WorkAccessChange {
  /** The work whose documents are affected. */
  workId: string;
  /** Only this user's connections; omitted: every connection to the work's documents. */
  userId?: string;
  /** Id of the publishing relay; a relay skips its own changes (it applied them before publishing). */
  origin?: string;
}

/** Sessions that ended: every connection that authenticated with one of these tokens is closed. */
export interface SessionsRevoked {
  /** sha256 hex of each ended token (hashToken), never the token itself. */
  revokedTokens: string[];
  /** As in WorkAccessChange. */
  origin?: string;
}

/**
 * Accounts whose presented user changed: API processes drop their cached copy (relays ignore it,
 * nobody's document access changed).
 */
export interface UsersChanged {
  /** Ids of the changed users. */
  changedUsers: string[];
  /** As in WorkAccessChange. */
  origin?: string;
}

/** What travels on the access channel. */
export type AccessChange = WorkAccessChange | SessionsRevoked | UsersChanged;

/**
 * sha256 hex of a bearer token: the form the API stores and names ended sessions by (the API's
 * hashToken computes the same; the API's revocation tests prove they agree end to end).
 */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Default prefix, shared with the Redis extension's keys. */
export const DEFAULT_REDIS_PREFIX = 'juzuo:relay';

/** The Redis channel every relay subscribes to for access changes. */
export function accessChannel(prefix = DEFAULT_REDIS_PREFIX): string {
  return `${prefix}:access`;
}

/** The wire form of a change (snake_case JSON, validated by ZRelayAccessChange on arrival). */
export function encodeAccessChange(change: AccessChange, origin: string): string {
  if ('revokedTokens' in change) return JSON.stringify({ revoked_tokens: change.revokedTokens, origin });
  if ('changedUsers' in change) return JSON.stringify({ changed_users: change.changedUsers, origin });
  return JSON.stringify({ work_id: change.workId, user_id: change.userId, origin });
}

/** Parses a message from the channel; null (ignored) when it is not a valid change. */
export function decodeAccessChange(message: string): AccessChange | null {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return null;
  }
  const parsed = ZRelayAccessChange.safeParse(json);
  if (!parsed.success) return null;
  const data = parsed.data;
  if ('revoked_tokens' in data) return { revokedTokens: data.revoked_tokens, origin: data.origin };
  if ('changed_users' in data) return { changedUsers: data.changed_users, origin: data.origin };
  return { workId: data.work_id, userId: data.user_id, origin: data.origin };
}

/** An ioredis connection for a REDIS_URL (same URL rules as the Redis extension). */
export function openRedis(redisUrl: string): RedisClient {
  const config = redisConfigFromUrl(redisUrl);
  const client = new RedisClient({ host: config.host, port: config.port, ...config.options });
  // ioredis reconnects by itself; without a listener it would print every failed attempt as an
  // unhandled error. One line per outage is enough.
  let reported = false;
  client.on('error', (error: Error) => {
    if (!reported) console.error(`[relay] Redis: ${error.message}`);
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

/** A process's own connection to the access channel: it hears every change and publishes its own. */
export interface AccessChannel {
  /** Whether changes published elsewhere reach this process now (subscribed, connection up). */
  listening(): boolean;
  /** Publishes a change; answers whether Redis took it within `timeoutMs`. Never throws. */
  publish(change: AccessChange, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens a subscriber and a publisher on the access channel for a process that keeps state derived
 * from accounts and sessions (the API's signed-in cache): `onChange` gets every valid change,
 * including the ones this process published (applying them twice must be harmless).
 */
export function openAccessChannel(
  redisUrl: string,
  onChange: (change: AccessChange) => void,
  prefix?: string,
): AccessChannel {
  const channel = accessChannel(prefix);
  const subscriber = openRedis(redisUrl);
  const publisher = openRedis(redisUrl);
  const origin = crypto.randomUUID();
  let subscribed = false;
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const change = decodeAccessChange(message);
    if (change) onChange(change);
  });
  // ioredis re-subscribes by itself after a reconnect; `listening` follows the connection state.
  subscriber.subscribe(channel).then(
    () => {
      subscribed = true;
    },
    (error: unknown) => console.error(`[relay] cannot subscribe to ${channel}:`, (error as Error).message),
  );
  return {
    listening: () => subscribed && subscriber.status === 'ready',
    publish: async (change, timeoutMs = 1_000) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const sent = publisher.publish(channel, encodeAccessChange(change, origin)).then(
        () => true,
        (error: unknown) => {
          console.error('[relay] cannot publish an access change:', (error as Error).message);
          return false;
        },
      );
      try {
        return await Promise.race([sent, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    // disconnect, not quit: quit waits for a connection that may never come (Redis down).
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
