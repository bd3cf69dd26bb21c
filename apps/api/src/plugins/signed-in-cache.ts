import { type AccessChange, type AccessChannel, openAccessChannel } from '@juzuo/collab-server';
import type { TUser } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A session as the token store resolved it from its row. */
export interface CachedSession {
  userId: string;
  tokenId: string;
  /** When the token stops working (epoch ms, app clock): checked on every hit, not cached away. */
  expiresAt: number;
}

/**
 * How long an entry is trusted without re-reading the database (real time, not the app clock: it
 * bounds staleness, it is not a business rule). Every change made through the API invalidates at
 * once (and over Redis in every other process); this lifetime only covers what no notice announced,
 * e.g. a row edited by hand in the database.
 */
export const SIGNED_IN_CACHE_TTL_MS = 5_000;
/** Entries per map: about 1 KB each, so a few MB at most whatever the number of signed-in users. */
const MAX_ENTRIES = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in hot path's cache: sessions by token hash, presented users by user id. */
    signedInCache: SignedInCache;
  }
}

/**
 * A short-lived, size-bounded (LRU) in-process cache of what every signed-in request needs: the
 * session of a token (by its sha256 hash) and the presented user (get_my_info's answer). PGlite runs
 * queries on the serving event loop, so two reads per call cost more than the rest of the request.
 *
 * Invalidation is explicit and immediate: the token store forgets sessions it revokes or shortens,
 * account writes call `usersChanged`. With REDIS_URL every process hears the others' changes on the
 * relay access channel (ended sessions are already published there for the relays) and trusts its
 * cache only while it is subscribed: without the channel a change made elsewhere could go unheard.
 */
export class SignedInCache {
  private readonly sessions = new LRUCache<string, CachedSession>({
    max: MAX_ENTRIES,
    ttl: SIGNED_IN_CACHE_TTL_MS,
  });
  private readonly users = new LRUCache<string, TUser>({ max: MAX_ENTRIES, ttl: SIGNED_IN_CACHE_TTL_MS });
  /**
   * Bumped by every invalidation. A read that started before one may have seen the old row; it must
   * not store it afterwards, so a fill only happens when no invalidation ran while it read.
   */
  private generation = 0;
  private readonly channel?: AccessChannel;

  constructor(redisUrl?: string) {
    if (redisUrl) this.channel = openAccessChannel(redisUrl, (change) => this.apply(change));
  }

  /** Whether changes made in other processes reach this one now (always true without Redis). */
  listening(): boolean {
    return this.channel?.listening() ?? true;
  }

  /** The session of a token hash, from the cache or `load` (null results are not kept). */
  session(tokenHash: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    return this.through(this.sessions, tokenHash, load);
  }

  /** The presented user, from the cache or `load` (which throws for a missing user: nothing kept). */
  presentedUser(userId: string, load: () => Promise<TUser>): Promise<TUser> {
    return this.through(this.users, userId, load) as Promise<TUser>;
  }

  /** Forgets sessions in this process (the token store tells the other processes itself). */
  forgetSessions(tokenHashes: string[]): void {
    this.generation++;
    for (const hash of tokenHashes) this.sessions.delete(hash);
  }

  /**
   * An account changed (profile, phone, password, special tags, approval, avatar): forgets it here
   * and, with Redis, in every other process. Call it after the change is committed; it waits at most
   * a second for Redis and never throws.
   */
  async usersChanged(userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    this.forgetUsers(userIds);
    await this.channel?.publish({ changedUsers: userIds });
  }

  /**
   * Publishes a change for every other process on the channel's persistent connection (a fresh
   * connection per notice could take longer than a logout waits on a loaded machine). Answers
   * whether Redis took it; true without Redis (nobody else to tell). Never throws.
   */
  announce(change: AccessChange): Promise<boolean> {
    return this.channel?.publish(change) ?? Promise.resolve(true);
  }

  async close(): Promise<void> {
    await this.channel?.close();
  }

  private forgetUsers(userIds: string[]): void {
    this.generation++;
    for (const id of userIds) this.users.delete(id);
  }

  /** A change heard on the channel (ours included: forgetting twice is harmless). */
  private apply(change: AccessChange): void {
    if ('revokedTokens' in change) this.forgetSessions(change.revokedTokens);
    else if ('changedUsers' in change) this.forgetUsers(change.changedUsers);
  }

  private async through<V extends object>(
    map: LRUCache<string, V>,
    key: string,
    load: () => Promise<V | null>,
  ): Promise<V | null> {
    const trusted = this.listening();
    if (trusted) {
      const hit = map.get(key);
      if (hit) return hit;
    }
    const generation = this.generation;
    const value = await load();
    if (value && trusted && generation === this.generation) map.set(key, value);
    return value;
  }
}

/** Decorates the app with its signed-in cache (listening on Redis when REDIS_URL is set). */
export function registerSignedInCache(app: FastifyInstance): SignedInCache {
  const cache = new SignedInCache(app.config.REDIS_URL || undefined);
  app.decorate('signedInCache', cache);
  app.addHook('onClose', async () => cache.close());
  return cache;
}
