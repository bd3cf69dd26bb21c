import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokens } from '../db/schema/index';
import { notifySessionsRevoked } from '../lib/access-changes';
import type { DbLike } from '../lib/db';
import { tokenInvalid } from '../lib/status';
import { registerClock } from './clock';
import { registerSignedInCache } from './signed-in-cache';

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

/** sha256 hex of a token: what the database stores. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Issues, resolves and revokes opaque tokens. Resolution goes through the signed-in cache because
 * PGlite serialises queries on the event loop; every way a session ends forgets it there at once
 * (and, over Redis, in every other process: the same notice that closes its relay connections).
 */
export class TokenStore {
  constructor(private readonly app: FastifyInstance) {}

  private get ttlMs(): number {
    return this.app.config.TOKEN_TTL_DAYS * 86_400_000;
  }

  /** Creates a token for a user. */
  issue(userId: string, deviceId = ''): Promise<IssuedToken> {
    return this.insert(this.app.database.db, userId, deviceId);
  }

  /**
   * refresh_token: shortens the old token to `graceMs` and issues its successor in one transaction,
   * only while the old one is still live. A logout (or password change) racing the refresh either
   * commits first, and the refresh gets null (no successor that would outlive the logout), or after,
   * and then revokes the old token as usual.
   */
  async rotate(
    tokenId: string,
    userId: string,
    deviceId: string,
    graceMs: number,
  ): Promise<IssuedToken | null> {
    const now = this.app.clock.now();
    const rotated = await this.app.database.db.transaction(async (tx) => {
      const rows = await tx
        .update(tokens)
        // The grace only ever shortens: a token with less left keeps its own end.
        .set({
          expiresAt: sql`least(${tokens.expiresAt}, ${new Date(now + graceMs).toISOString()}::timestamptz)`,
        })
        .where(and(eq(tokens.id, tokenId), isNull(tokens.revokedAt), gt(tokens.expiresAt, new Date(now))))
        .returning({ hash: tokens.tokenHash, familyId: tokens.familyId });
      const [old] = rows;
      if (!old) return null;
      const issued = await this.insert(tx, userId, deviceId, old.familyId ?? tokenId);
      return { issued, hashes: [old.hash] };
    });
    if (!rotated) return null;
    await this.ended(rotated.hashes);
    return rotated.issued;
  }

  private async insert(
    db: DbLike,
    userId: string,
    deviceId: string,
    familyId?: string,
  ): Promise<IssuedToken> {
    const token = crypto.randomBytes(32).toString('base64url');
    const tokenId = crypto.randomUUID();
    const now = this.app.clock.now();
    const expire = now + this.ttlMs;
    await db.insert(tokens).values({
      id: tokenId,
      userId,
      tokenHash: hashToken(token),
      deviceId: deviceId.slice(0, 128),
      expiresAt: new Date(expire),
      createdAt: new Date(now),
      familyId: familyId ?? null,
    });
    return { token, tokenId, expire };
  }

  /** Resolves a token; null when unknown, revoked or expired. */
  async resolve(token: string): Promise<AuthInfo | null> {
    if (!token || token.length > 256) return null;
    const hash = hashToken(token);
    const session = await this.app.signedInCache.session(hash, async () => {
      const [row] = await this.app.database.db
        .select({ id: tokens.id, userId: tokens.userId, expiresAt: tokens.expiresAt })
        .from(tokens)
        .where(and(eq(tokens.tokenHash, hash), isNull(tokens.revokedAt)))
        .limit(1);
      return row ? { userId: row.userId, tokenId: row.id, expiresAt: row.expiresAt.getTime() } : null;
    });
    // Expiry is checked on every call (the app clock), so a cached session never outlives its token.
    if (!session || session.expiresAt <= this.app.clock.now()) return null;
    return { userId: session.userId, tokenId: session.tokenId, expiresAt: session.expiresAt };
  }

  // Every way a session ends also closes its live relay connections at once (notifySessionsRevoked):
  // the relay authenticates a connection once, so without this it would keep writing until its
  // periodic re-check.

  /**
   * Revokes a token at once (logout), with every token refreshed from the same sign-in: a refresh
   * that committed just before the logout must not leave its successor signed in.
   */
  async revoke(tokenId: string): Promise<void> {
    const db = this.app.database.db;
    const [own] = await db.select({ familyId: tokens.familyId }).from(tokens).where(eq(tokens.id, tokenId));
    const family = own?.familyId ?? tokenId;
    const revokeFamily = () =>
      db
        .update(tokens)
        .set({ revokedAt: new Date(this.app.clock.now()) })
        .where(
          and(
            or(eq(tokens.id, tokenId), eq(tokens.id, family), eq(tokens.familyId, family)),
            isNull(tokens.revokedAt),
          ),
        )
        .returning({ hash: tokens.tokenHash });
    const rows = await revokeFamily();
    // On PostgreSQL a refresh committing while the first statement waited on the old token's row lock
    // inserted a successor that statement could not see; a second statement (new snapshot) does.
    const late = await revokeFamily();
    await this.ended([...rows, ...late].map((r) => r.hash));
  }

  /** Revokes every token of a user except one (after a password reset or phone change). */
  async revokeAllOf(userId: string, exceptTokenId = ''): Promise<void> {
    const rows = await this.app.database.db
      .update(tokens)
      .set({ revokedAt: new Date(this.app.clock.now()) })
      .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt), ne(tokens.id, exceptTokenId)))
      .returning({ hash: tokens.tokenHash });
    await this.ended(rows.map((r) => r.hash));
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
    await this.ended(rows.map((r) => r.hash));
  }

  /**
   * Sessions ended or changed (committed already): forgotten by this process's cache now, then
   * announced to the relays and the other processes. Waits for the announcement (at most about a
   * second), so the caller's answer comes after every process could hear it.
   */
  private async ended(tokenHashes: string[]): Promise<void> {
    this.app.signedInCache.forgetSessions(tokenHashes);
    await notifySessionsRevoked(this.app, tokenHashes);
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
  registerSignedInCache(app);
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
