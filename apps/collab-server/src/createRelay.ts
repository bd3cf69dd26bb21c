import type { Redis } from '@hocuspocus/extension-redis';
import { Hocuspocus } from '@hocuspocus/server';
import { AuthenticationExtension } from './AuthenticationExtension';
import type { AccessChange } from './accessChanges';
import type { RelayBackend, RelayContext } from './backend';
import { DurableUpdatesExtension } from './DurableUpdatesExtension';
import { NoEchoExtension } from './NoEchoExtension';
import { PermissionRefreshExtension } from './PermissionRefreshExtension';
import { PersistenceExtension } from './PersistenceExtension';
import { createRedisExtension, isRedisReady } from './redis';
import type { RepairOptions } from './UpdateRelayingRedis';
import { UpdateLog } from './updateLog';

/** Options of one relay; the caller reads env, this library never does. */
export interface RelayOptions {
  /** How the relay reaches the API (HTTP for a standalone relay, in-process inside the API). */
  backend: RelayBackend;
  /** Redis URL; when set, several relays can serve the same documents. */
  redisUrl?: string;
  /** Prefix of the relay's Redis keys and channels. */
  redisPrefix?: string;
  /** When relays sharing a document over Redis run a sync round to mend a lost message. */
  redisRepair?: RepairOptions;
  /** Quiet period before a checkpoint is stored (ms). */
  debounceMs?: number;
  /** Longest time a changing document waits for its checkpoint (ms). */
  maxDebounceMs?: number;
  /** First retry delay after a failed store (ms); doubles up to 30 s. */
  storeRetryDelayMs?: number;
  /** Period of the permission re-check of all open connections (ms); 0 turns it off. */
  permissionSweepMs?: number;
  /** Name shown in Hocuspocus logs. */
  name?: string;
}

/** The Hocuspocus instance of a relay plus the extensions it was built with. */
export type Relay = Hocuspocus<RelayContext>;

const redisOf = new WeakMap<Relay, Redis>();
const refreshOf = new WeakMap<Relay, PermissionRefreshExtension>();

/** Builds the relay: one Hocuspocus instance with one extension per concern. */
export function createRelay(options: RelayOptions): Relay {
  const redis = options.redisUrl
    ? createRedisExtension(options.redisUrl, options.redisPrefix, options.redisRepair)
    : undefined;
  const refresh = new PermissionRefreshExtension(options.backend, {
    redisUrl: options.redisUrl,
    redisPrefix: options.redisPrefix,
    sweepIntervalMs: options.permissionSweepMs ?? 60_000,
  });
  const updateLog = new UpdateLog(options.backend);
  const persistence = new PersistenceExtension(options.backend, {
    retryDelayMs: options.storeRetryDelayMs,
    logSettled: () => updateLog.settled(),
    // Alone, this relay is the only writer of its documents' logs: what it folds, it has applied.
    compactionsDescend: !options.redisUrl,
  });
  const relay = new Hocuspocus<RelayContext>({
    name: options.name ?? 'juzuo-relay',
    quiet: true,
    debounce: options.debounceMs ?? 2_000,
    maxDebounce: options.maxDebounceMs ?? 10_000,
    // The last client leaving stores at once (not after the debounce) and unloads the document.
    unloadImmediately: true,
    // Hocuspocus hands each update to the broadcast as it is applied, its sender still known:
    // NoEchoExtension then merges the updates of an event-loop turn itself, without echo.
    flushDelay: false,
    extensions: [
      new NoEchoExtension(),
      new AuthenticationExtension(options.backend),
      new DurableUpdatesExtension(updateLog, (name) => persistence.markUnlogged(name)),
      persistence,
      refresh,
      ...(redis ? [redis] : []),
    ],
  });
  if (redis) redisOf.set(relay, redis);
  refreshOf.set(relay, refresh);
  return relay;
}

/**
 * Tells a relay that access to a work changed: its own connections are decided again at once and,
 * with Redis, every other relay is told too. Never throws.
 */
export async function notifyRelayAccessChange(relay: Relay, change: AccessChange): Promise<void> {
  await refreshOf
    .get(relay)
    ?.accessChanged(change)
    .catch((error: unknown) => console.error('[relay] access change failed:', (error as Error).message));
}

/**
 * Stores a document's pending checkpoint now instead of at the end of its debounce, and waits for
 * it: a REST read of a document's html/text (doc/detail) calls this so it shows what the editors
 * typed although the relay, while typing goes on, checkpoints only every `maxDebounceMs`. Answers
 * whether a store ran (false: the document is not open here, or nothing waits to be stored). A
 * failed store is logged and retried by the relay as usual; it never throws here.
 */
export async function flushStore(relay: Relay, documentName: string): Promise<boolean> {
  const document = relay.documents.get(documentName);
  const id = `onStoreDocument-${documentName}`;
  if (!document || document.isLoading || !relay.debouncer.isDebounced(id)) return false;
  await relay.debouncer.executeNow(id);
  return true;
}

/** Whether the relay can serve: always, unless it depends on Redis and Redis is not connected. */
export function isRelayReady(relay: Relay): boolean {
  const redis = redisOf.get(relay);
  const refreshReady = refreshOf.get(relay)?.isReady() ?? true;
  return refreshReady && (redis ? isRedisReady(redis) : true);
}

/**
 * Closes every connection, stores every changed document and unloads it (waiting at most
 * `timeoutMs`), then lets extensions clean up (the Redis extension quits its connections).
 */
export async function closeRelay(relay: Relay, timeoutMs = 10_000): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    relay.configuration.extensions.push({
      async afterUnloadDocument({ instance }) {
        if (instance.getDocumentsCount() === 0) done();
      },
    });
    if (relay.getDocumentsCount() === 0) done();
    relay.closeConnections();
    relay.flushPendingStores();
  });
  await relay.hooks('onDestroy', { instance: relay });
}
