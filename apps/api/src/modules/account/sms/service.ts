import crypto from 'node:crypto';
import { AccountLimits, AccountMessage, Status, type TSmsCodeSent } from '@juzuo/schemas';
import { and, count, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsCodes } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { createSmsProvider, type SmsProvider } from './providers/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and checks SMS verification codes. */
    sms: SmsService;
  }
}

const HOUR_MS = 3_600_000;

/** Code hash: salted with the row id so equal codes do not share a hash. */
const hashCode = (id: string, code: string): string =>
  crypto.createHash('sha256').update(`${id}:${code}`).digest('hex');

/** A 6-digit code from the CSPRNG (leading zeros kept). */
const newCode = (): string =>
  crypto.randomInt(0, 1_000_000).toString().padStart(AccountLimits.smsCodeLength, '0');

/**
 * SMS codes: 6 digits, valid 5 minutes, one per phone per 60 s, hourly caps per phone and per IP,
 * dead after 5 wrong tries, bound to their sms_type, single use. The rows double as the rate ledger.
 */
export class SmsService {
  /** Phones with a send in progress: a concurrent second request waits its 60 s like any other. */
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly provider: SmsProvider,
  ) {}

  private get db() {
    return this.app.database.db;
  }

  /** Issues and sends a code, or throws 4029 saying how long to wait. */
  async requestCode(phone: string, smsType: number, ip: string): Promise<TSmsCodeSent> {
    if (this.inFlight.has(phone)) this.tooSoon(AccountLimits.smsResendSeconds);
    this.inFlight.add(phone);
    try {
      return await this.issue(phone, smsType, ip);
    } finally {
      this.inFlight.delete(phone);
    }
  }

  private async issue(phone: string, smsType: number, ip: string): Promise<TSmsCodeSent> {
    const now = this.app.clock.now();
    const hourAgo = new Date(now - HOUR_MS);
    const [last] = await this.db
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    const resendAt = last ? last.createdAt.getTime() + AccountLimits.smsResendSeconds * 1000 : 0;
    if (resendAt > now) this.tooSoon(Math.ceil((resendAt - now) / 1000));

    const [byPhone] = await this.db
      .select({ n: count(), first: min(smsCodes.createdAt) })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, hourAgo)));
    if (byPhone && byPhone.n >= AccountLimits.smsHourlyCapPerPhone) {
      this.capped(AccountMessage.smsPhoneHourlyCap, byPhone.first, now);
    }
    const [byIp] = await this.db
      .select({ n: count(), first: min(smsCodes.createdAt) })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, hourAgo)));
    // DISABLE_RATE_LIMIT (load and browser test runs from one address) lifts the per-IP cap only.
    if (byIp && byIp.n >= AccountLimits.smsHourlyCapPerIp && !this.app.config.DISABLE_RATE_LIMIT) {
      this.capped(AccountMessage.smsIpHourlyCap, byIp.first, now);
    }

    const id = crypto.randomUUID();
    const code = newCode();
    // An older unused code of the same type is superseded: only the newest one works.
    await this.db
      .update(smsCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.smsType, smsType), isNull(smsCodes.usedAt)));
    await this.db.insert(smsCodes).values({
      id,
      phone,
      smsType,
      codeHash: hashCode(id, code),
      ip,
      expiresAt: new Date(now + AccountLimits.smsCodeTtlSeconds * 1000),
      createdAt: new Date(now),
    });
    try {
      await this.provider.send({ phone, code, smsType });
    } catch (err) {
      // A failed send does not count against the user's limits.
      await this.db.delete(smsCodes).where(eq(smsCodes.id, id));
      throw err;
    }
    return { resend_after: AccountLimits.smsResendSeconds, expire_in: AccountLimits.smsCodeTtlSeconds };
  }

  /** Checks and consumes a code of the given type; throws 4010 with the reason otherwise. */
  async verifyCode(phone: string, smsType: number, code: string): Promise<void> {
    const now = this.app.clock.now();
    const [row] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.smsType, smsType), isNull(smsCodes.usedAt)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (!row) throw new AppError(Status.LOGIN_FAILED, AccountMessage.smsCodeMissing);
    if (row.expiresAt.getTime() <= now)
      throw new AppError(Status.LOGIN_FAILED, AccountMessage.smsCodeExpired);
    // One conditional UPDATE counts the try and decides the outcome while the row is locked, so
    // parallel guesses each see the count the previous one left: at most smsMaxWrongTries are ever
    // compared, and the try that reaches the limit kills the code (also against the right code).
    // Comparing salted hashes in SQL leaks nothing about the code through timing.
    const given = hashCode(row.id, code);
    const matches = sql`${smsCodes.codeHash} = ${given}`;
    const [checked] = await this.db
      .update(smsCodes)
      .set({
        wrongTries: sql`${smsCodes.wrongTries} + CASE WHEN ${matches} THEN 0 ELSE 1 END`,
        usedAt: sql`CASE WHEN ${matches} OR ${smsCodes.wrongTries} + 1 >= ${AccountLimits.smsMaxWrongTries}::int
          THEN ${new Date(now).toISOString()}::timestamptz END`,
      })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
      .returning({ matched: sql<boolean>`${matches}`, wrongTries: smsCodes.wrongTries });
    if (checked?.matched) return;
    if (checked) {
      const dead = checked.wrongTries >= AccountLimits.smsMaxWrongTries;
      throw new AppError(
        Status.LOGIN_FAILED,
        dead ? AccountMessage.smsCodeDead : AccountMessage.smsCodeWrong,
      );
    }
    // Another request finished the code first: killed by wrong tries, used, or superseded.
    const [latest] = await this.db
      .select({ wrongTries: smsCodes.wrongTries })
      .from(smsCodes)
      .where(eq(smsCodes.id, row.id));
    const dead = (latest?.wrongTries ?? 0) >= AccountLimits.smsMaxWrongTries;
    throw new AppError(
      Status.LOGIN_FAILED,
      dead ? AccountMessage.smsCodeDead : AccountMessage.smsCodeMissing,
    );
  }

  private tooSoon(seconds: number): never {
    throw new AppError(Status.SMS_TOO_FREQUENT, AccountMessage.smsResendWait(seconds), {
      resend_after: seconds,
    });
  }

  private capped(message: string, first: Date | null, now: number): never {
    const seconds = first ? Math.max(1, Math.ceil((first.getTime() + HOUR_MS - now) / 1000)) : 3600;
    throw new AppError(Status.SMS_TOO_FREQUENT, message, { resend_after: seconds });
  }
}

/** Decorates the app with the SMS service and its configured provider. */
export function registerSms(app: FastifyInstance): void {
  const provider = createSmsProvider(app.config, (detail) => app.log.warn(detail));
  app.decorate('sms', new SmsService(app, provider));
}
