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
import { PasswordGuard } from './password-guard';
import { checkPassword } from './passwords';
import { isApproved, presentUser } from './present';
import { createUserForPhone, findUserByPhone, findUserByWxIdentity } from './repo';

const guards = new WeakMap<object, PasswordGuard>();

/** The app's guard against guessing one phone's password from many addresses (one per app instance). */
export function passwordGuardOf(app: FastifyInstance): PasswordGuard {
  // Keyed by the root-level token store, which every encapsulated child of the app shares.
  let guard = guards.get(app.tokenStore);
  if (!guard) {
    guard = new PasswordGuard();
    guards.set(app.tokenStore, guard);
  }
  return guard;
}

/** Resolves the account a login request names, or throws the Chinese reason. */
async function accountFor(app: FastifyInstance, input: TLoginRequest): Promise<TUserRow> {
  const db = app.database.db;
  if (input.login_type === LoginType.PASSWORD) {
    const now = app.clock.now();
    const passwordGuard = passwordGuardOf(app);
    const wait = passwordGuard.waitSeconds(input.phone, now);
    if (wait > 0)
      throw new AppError(Status.LOGIN_FAILED, AccountMessage.passwordLocked(Math.ceil(wait / 60)));
    const user = await findUserByPhone(db, input.phone);
    // One message for unknown phone, no password and wrong password: sign-in must not reveal accounts.
    if (!(await checkPassword(user?.passwordHash, input.password)) || !user) {
      passwordGuard.fail(input.phone, now);
      throw new AppError(Status.LOGIN_FAILED, AccountMessage.wrongPassword);
    }
    passwordGuard.clear(input.phone);
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

/** POST /ixj_web/user/login for login types 1 (password), 2 (SMS, creates the account) and 3 (QR). */
export async function login(
  app: FastifyInstance,
  input: TLoginRequest,
  deviceId: string,
): Promise<TLoginResult> {
  const user = await accountFor(app, input);
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
