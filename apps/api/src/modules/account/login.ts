import {
  AccountMessage,
  LoginType,
  SmsType,
  Status,
  type TLoginRequest,
  type TLoginResult,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { TUserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { statusError } from '../../lib/status';
import { claimPasswordCheck, passwordAccepted } from './password-guard';
import { checkPassword } from './passwords';
import { isApproved, presentUser } from './present';
import { createUserForPhone, findUserByPhone, findUserByWxIdentity } from './repo';

/**
 * Resolves the account a login request names, or throws the Chinese reason. `source` is the client
 * address the password attempt counts against (with the phone).
 */
async function accountFor(app: FastifyInstance, input: TLoginRequest, source: string): Promise<TUserRow> {
  const db = app.database.db;
  if (input.login_type === LoginType.PASSWORD) {
    const waitMs = await claimPasswordCheck(app, input.phone, source);
    if (waitMs > 0)
      throw new AppError(Status.LOGIN_FAILED, AccountMessage.passwordLocked(Math.ceil(waitMs / 60_000)));
    const user = await findUserByPhone(db, input.phone);
    // One message for unknown phone, no password and wrong password: sign-in must not reveal accounts.
    // The attempt was counted when claimed, so a wrong password needs no second write.
    if (!(await checkPassword(user?.passwordHash, input.password)) || !user) {
      throw new AppError(Status.LOGIN_FAILED, AccountMessage.wrongPassword);
    }
    await passwordAccepted(app, input.phone, source);
    return user;
  }
  if (input.login_type === LoginType.SMS) {
    await app.sms.verifyCode(input.phone, SmsType.LOGIN, input.sms_code);
    const existing = await findUserByPhone(db, input.phone);
    if (existing) return existing;
    const approved = app.config.APPROVED_PHONES.includes(input.phone);
    return createUserForPhone(db, input.phone, approved, new Date(app.clock.now()));
  }
  const identity = await app.qrLogin.consumeWxCode(input.wx_code);
  const user = await findUserByWxIdentity(db, identity);
  if (!user) throw new AppError(Status.LOGIN_FAILED, AccountMessage.wxNotBound);
  return user;
}

/**
 * POST /ixj_web/user/login for login types 1 (password), 2 (SMS, creates the account) and 3 (QR).
 * `source` is the request IP as Fastify sees it (TRUST_PROXY decides whether forwarded headers count).
 */
export async function login(
  app: FastifyInstance,
  input: TLoginRequest,
  deviceId: string,
  source: string,
): Promise<TLoginResult> {
  const user = await accountFor(app, input, source);
  if (app.config.INTERNAL_ONLY && !isApproved(user, app.config)) {
    throw statusError(Status.NOT_APPROVED);
  }
  const issued = await app.tokenStore.issue(user.id, deviceId);
  return {
    token: issued.token,
    expire: issued.expire,
    user: presentUser(user, app.config),
    user_id: user.id,
  };
}
