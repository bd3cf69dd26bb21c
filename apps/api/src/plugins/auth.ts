import crypto from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokens } from '../db/schema/index';
import { notifySessionsRevoked } from '../lib/access-changes';
import { tokenInvalid } from '../lib/status';
import { registerClock } from './clock';

/** Who a valid token belongs to. */
export interface AuthInfo {
  userId: string;
  tokenId: string;
  /** When the token stops working (epoch ms); a refreshed token's is its grace's end. */
  expiresAt: number;
}

/** A freshly issued token as the login answer carries it. */
export interface IssuedToken {
  token: string;
  tokenId: string;
  /** Expiry in epoch ms. */
  expire: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves a bearer token to its owner, or null when unknown, revoked or expired. */
    authenticateToken(token: string): Promise<AuthInfo | null>;
    /** Token issuing and revocation (used by the account module). */
    tokenStore: TokenStore;
  }
  interface FastifyRequest {
    /** Set by the `requireUser` preHandler; only read it in routes that use that preHandler. */
    auth: AuthInfo;
  }
}

interface CacheEntry extends AuthInfo {
  cachedAt: number;
}

/** How long a cached token is trusted without re-reading the row (bounds staleness across processes). */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 10_000;

/** sha256 hex of a token: what the database stores. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Issues, resolves and revokes opaque tokens. Resolution goes through an in-process cache because
 * PGlite serialises queries on the event loop; logout and refresh update the cache immediately.
 */
export class TokenStore {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly app: FastifyInstance) {}

  private get ttlMs(): number {
    return this.app.config.TOKEN_TTL_DAYS * 86_400_000;
  }

  /** Creates a token for a user. */
  async issue(userId: string, deviceId = ''): Promise<IssuedToken> {
    const token = crypto.randomBytes(32).toString('base64url');
    const tokenId = crypto.randomUUID();
    const now = this.app.clock.now();
    const expire = now + this.ttlMs;
    await this.app.database.db.insert(tokens).values({
      id: tokenId,
      userId,
      tokenHash: hashToken(token),
      deviceId: deviceId.slice(0, 128),
      expiresAt: new Date(expire),
      createdAt: new Date(now),
    });
    return { token, tokenId, expire };
  }

  /** Resolves a token; null when unknown, revoked or expired. */
  async resolve(token: string): Promise<AuthInfo | null> {
    if (!token || token.length > 256) return null;
    const hash = hashToken(token);
    const now = this.app.clock.now();
    const hit = this.cache.get(hash);
    if (hit && now - hit.cachedAt < CACHE_TTL_MS && now >= hit.cachedAt) {
      if (hit.expiresAt <= now) return null;
      return { userId: hit.userId, tokenId: hit.tokenId, expiresAt: hit.expiresAt };
    }
    const [row] = await this.app.database.db
      .select({ id: tokens.id, userId: tokens.userId, expiresAt: tokens.expiresAt })
      .from(tokens)
      .where(and(eq(tokens.tokenHash, hash), isNull(tokens.revokedAt)))
      .limit(1);
    if (!row) {
      this.cache.delete(hash);
      return null;
    }
    const entry = { userId: row.userId, tokenId: row.id, expiresAt: row.expiresAt.getTime(), cachedAt: now };
    if (this.cache.size >= CACHE_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(hash, entry);
    return entry.expiresAt > now
      ? { userId: entry.userId, tokenId: entry.tokenId, expiresAt: entry.expiresAt }
      : null;
  }

  // Every way a session ends also closes its live relay connections at once (notifySessionsRevoked):
  // the relay authenticates a connection once, so without this it would keep writing until its
  // periodic re-check.

  /** Revokes a token at once (logout). */
  async revoke(tokenId: string): Promise<void> {
    const rows = await this.app.database.db
      .update(tokens)
      .set({ revokedAt: new Date(this.app.clock.now()) })
      .where(eq(tokens.id, tokenId))
      .returning({ hash: tokens.tokenHash });
    this.forget(tokenId);
    notifySessionsRevoked(
      this.app,
      rows.map((r) => r.hash),
    );
  }

  /** Revokes every token of a user except one (after a password reset or phone change). */
  async revokeAllOf(userId: string, exceptTokenId = ''): Promise<void> {
    const rows = await this.app.database.db
      .update(tokens)
      .set({ revokedAt: new Date(this.app.clock.now()) })
      .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt), ne(tokens.id, exceptTokenId)))
      .returning({ id: tokens.id, hash: tokens.tokenHash });
    for (const r of rows) this.forget(r.id);
    notifySessionsRevoked(
      this.app,
      rows.map((r) => r.hash),
    );
  }

  /**
   * Shortens a token's life to `graceMs` from now (refresh keeps in-flight requests working). Its
   * live connections end now: a token in its last `graceMs` opens none (see `resolve`'s expiresAt).
   */
  async expireSoon(tokenId: string, graceMs: number): Promise<void> {
    const at = this.app.clock.now() + graceMs;
    const rows = await this.app.database.db
      .update(tokens)
      .set({ expiresAt: new Date(at) })
      .where(eq(tokens.id, tokenId))
      .returning({ hash: tokens.tokenHash });
    for (const entry of this.cache.values()) {
      if (entry.tokenId === tokenId) entry.expiresAt = Math.min(entry.expiresAt, at);
    }
    notifySessionsRevoked(
      this.app,
      rows.map((r) => r.hash),
    );
  }

  private forget(tokenId: string): void {
    for (const [hash, entry] of this.cache) if (entry.tokenId === tokenId) this.cache.delete(hash);
  }
}

/** Reads `Authorization: Bearer <token>`; empty string when absent. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() ?? '';
}

/** Decorates the app with `authenticateToken`, `tokenStore` and `request.auth`. */
export function registerAuth(app: FastifyInstance): void {
  registerClock(app);
  const store = new TokenStore(app);
  app.decorate('tokenStore', store);
  app.decorate('authenticateToken', (token: string) => store.resolve(token));
  app.decorateRequest('auth', null as unknown as AuthInfo);
}

/** preHandler: sets `request.auth` from the bearer token or answers status 4000. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const info = await request.server.authenticateToken(bearerToken(request));
  if (!info) throw tokenInvalid();
  request.auth = info;
}

/** Like requireUser but lets anonymous requests through (request.auth stays null). */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  const info = await request.server.authenticateToken(token);
  if (info) request.auth = info;
}
