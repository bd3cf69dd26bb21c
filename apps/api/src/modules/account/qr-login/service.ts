import crypto from 'node:crypto';
import {
  AccountLimits,
  AccountMessage,
  QrSessionStatus,
  Status,
  type TQrCodeState,
  type TQrSession,
} from '@juzuo/schemas';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { qrSessions, type TQrSessionRow, users } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { statusError, tokenInvalid } from '../../../lib/status';
import { findUserById } from '../repo';

/** A released wx_code stays usable this long: the waiting page polls every second. */
const WX_CODE_TTL_MS = 120_000;

const randomKey = (): string => crypto.randomBytes(24).toString('base64url');

const expired = (): AppError => statusError(Status.QR_EXPIRED);

/**
 * Self-hosted QR sign-in. Identity model: every account may carry one QR identity (a random id in
 * users.wx_identity). A signed-in user who confirms a QR releases a one-time wx_code carrying their
 * identity (minted on their first confirm). login_type 3 signs in the account bound to that identity;
 * change_wechat opt_type 2 binds it. The waiting browser polls with session_key; the QR itself only
 * carries confirm_key, so whoever merely sees the QR cannot collect the wx_code.
 */
export class QrLoginService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.database.db;
  }

  /** Starts a session, or renews the given one (the "refresh QR" action), and returns its QR URL. */
  async start(origin: string, callbackHtml: string, sessionKey?: string): Promise<TQrSession> {
    const now = this.app.clock.now();
    const expire = now + AccountLimits.qrSessionTtlSeconds * 1000;
    const fresh = {
      confirmKey: randomKey(),
      callbackHtml,
      expiresAt: new Date(expire),
      endedAt: null,
      wxCode: null,
      wxIdentity: null,
      confirmedBy: null,
      confirmedAt: null,
      wxCodeExpiresAt: null,
      wxCodeUsedAt: null,
    };
    // Only an existing key is renewed; an unknown client-chosen key is ignored so keys stay unguessable.
    const renewed = sessionKey
      ? await this.db.update(qrSessions).set(fresh).where(eq(qrSessions.sessionKey, sessionKey)).returning()
      : [];
    const row =
      renewed[0] ??
      (
        await this.db
          .insert(qrSessions)
          .values({ sessionKey: randomKey(), createdAt: new Date(now), ...fresh })
          .returning()
      )[0];
    if (!row) throw new Error('qr session insert returned nothing');
    const base = `${origin}${this.app.config.BASE_PATH}`;
    return {
      session_key: row.sessionKey,
      redirect_uri: `${base}login/qrConfirm?session_key=${encodeURIComponent(row.confirmKey)}`,
      expire,
    };
  }

  /** Poll: wx_code null while waiting, the code once confirmed, 4015 when expired, ended or used. */
  async state(sessionKey: string): Promise<TQrCodeState> {
    const row = await this.live(eq(qrSessions.sessionKey, sessionKey));
    if (row.wxCodeUsedAt) throw expired();
    if (!row.wxCode) return { status: QrSessionStatus.WAITING, wx_code: null };
    return { status: QrSessionStatus.CONFIRMED, wx_code: row.wxCode };
  }

  /** Ends a session (the page closed the QR); unknown keys are fine. */
  async end(sessionKey: string): Promise<void> {
    await this.db
      .update(qrSessions)
      .set({ endedAt: new Date(this.app.clock.now()) })
      .where(eq(qrSessions.sessionKey, sessionKey));
  }

  /** A signed-in user confirms the QR (by its confirm_key, or session_key) and releases a wx_code. */
  async confirm(key: string, userId: string): Promise<void> {
    const row = await this.live(or(eq(qrSessions.confirmKey, key), eq(qrSessions.sessionKey, key)));
    if (row.confirmedBy) {
      if (row.confirmedBy === userId) return;
      throw new AppError(Status.CONFLICT, AccountMessage.qrAlreadyConfirmed);
    }
    const identity = await this.identityOf(userId);
    const now = this.app.clock.now();
    const done = await this.db
      .update(qrSessions)
      .set({
        wxCode: randomKey(),
        wxIdentity: identity,
        confirmedBy: userId,
        confirmedAt: new Date(now),
        wxCodeExpiresAt: new Date(Math.min(now + WX_CODE_TTL_MS, row.expiresAt.getTime())),
      })
      .where(and(eq(qrSessions.sessionKey, row.sessionKey), isNull(qrSessions.confirmedBy)))
      .returning({ key: qrSessions.sessionKey });
    if (done.length === 0) throw new AppError(Status.CONFLICT, AccountMessage.qrAlreadyConfirmed);
  }

  /** Consumes a wx_code once and returns the identity it carries; 4015 when invalid, used or expired. */
  async consumeWxCode(wxCode: string): Promise<string> {
    const now = new Date(this.app.clock.now());
    const [row] = await this.db
      .update(qrSessions)
      .set({ wxCodeUsedAt: now })
      .where(
        and(
          eq(qrSessions.wxCode, wxCode),
          isNull(qrSessions.wxCodeUsedAt),
          isNull(qrSessions.endedAt),
          gt(qrSessions.wxCodeExpiresAt, now),
        ),
      )
      .returning({ identity: qrSessions.wxIdentity });
    if (!row?.identity) throw new AppError(Status.QR_EXPIRED, AccountMessage.wxCodeInvalid);
    return row.identity;
  }

  /** The user's QR identity, minted on first use (a concurrent mint keeps the first one). */
  private async identityOf(userId: string): Promise<string> {
    const user = await findUserById(this.db, userId);
    if (!user) throw tokenInvalid();
    if (user.wxIdentity) return user.wxIdentity;
    await this.db
      .update(users)
      .set({ wxIdentity: `wx_${randomKey()}`, updatedAt: new Date(this.app.clock.now()) })
      .where(and(eq(users.id, userId), isNull(users.wxIdentity)));
    // has_wx of the presented user changes.
    await this.app.signedInCache.usersChanged([userId]);
    const again = await findUserById(this.db, userId);
    if (!again?.wxIdentity) throw new Error('qr identity mint failed');
    return again.wxIdentity;
  }

  /** The session matching `where` if it is neither expired nor ended, else 4015. */
  private async live(where: ReturnType<typeof eq> | undefined): Promise<TQrSessionRow> {
    const [row] = await this.db.select().from(qrSessions).where(where).limit(1);
    if (!row || row.endedAt || row.expiresAt.getTime() <= this.app.clock.now()) throw expired();
    return row;
  }
}
