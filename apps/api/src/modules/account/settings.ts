import {
  AccountMessage,
  ChangePhoneStep,
  SmsType,
  Status,
  type TChangePhone,
  type TChangeWechat,
  type TRetrievePassword,
  type TUpdateUser,
  type TUser,
  ValidationMessage,
  WechatOpt,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { TUserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { tokenInvalid } from '../../lib/status';
import { forgetPasswordAttempts } from './password-guard';
import { hashPassword } from './passwords';
import { presentUser } from './present';
import { findUserById, findUserByPhone, findUserByWxIdentity, isUniqueViolation, updateUser } from './repo';

/** change_phone step 2 must follow step 1 within this window. */
const PHONE_VERIFY_WINDOW_MS = 10 * 60_000;

/** The caller's row; a token whose user was deleted counts as an expired session. */
export async function currentUser(app: FastifyInstance, userId: string): Promise<TUserRow> {
  const user = await findUserById(app.database.db, userId);
  if (!user) throw tokenInvalid();
  return user;
}

const now = (app: FastifyInstance): Date => new Date(app.clock.now());
const present = (app: FastifyInstance, row: TUserRow): TUser => presentUser(row, app.config);

/** Presents a row just written and drops every cached copy of it (get_my_info shows it at once). */
async function changed(app: FastifyInstance, row: TUserRow): Promise<TUser> {
  await app.signedInCache.usersChanged([row.id]);
  return present(app, row);
}

/** PUT set_password: sets the caller's password; their other sessions are signed out. */
export async function setPassword(app: FastifyInstance, userId: string, tokenId: string, password: string) {
  await currentUser(app, userId);
  const row = await updateUser(
    app.database.db,
    userId,
    { passwordHash: await hashPassword(password) },
    now(app),
  );
  await app.tokenStore.revokeAllOf(userId, tokenId);
  return changed(app, row);
}

/** PUT retrieve_password: resets a password with a find-password SMS code; every session is signed out. */
export async function retrievePassword(app: FastifyInstance, input: TRetrievePassword): Promise<void> {
  const user = await findUserByPhone(app.database.db, input.phone);
  if (!user) throw new AppError(Status.NOT_FOUND, AccountMessage.phoneNotRegistered);
  await app.sms.verifyCode(input.phone, SmsType.FIND_PASSWORD, input.sms_code);
  await updateUser(app.database.db, user.id, { passwordHash: await hashPassword(input.password) }, now(app));
  await app.signedInCache.usersChanged([user.id]);
  await app.tokenStore.revokeAllOf(user.id);
  await forgetPasswordAttempts(app, input.phone);
}

/** PUT change_phone: step 1 verifies the current phone, step 2 binds a new one (or the first one). */
export async function changePhone(app: FastifyInstance, userId: string, input: TChangePhone): Promise<TUser> {
  const db = app.database.db;
  const user = await currentUser(app, userId);
  if (input.opt_type === ChangePhoneStep.VERIFY_OLD) {
    if (!user.phone || user.phone !== input.phone) {
      throw new AppError(Status.VALIDATION, AccountMessage.phoneNotCurrent);
    }
    await app.sms.verifyCode(input.phone, SmsType.VERIFY_CURRENT_PHONE, input.sms_code);
    return changed(app, await updateUser(db, userId, { phoneVerifiedAt: now(app) }, now(app)));
  }
  if (user.phone === input.phone) throw new AppError(Status.VALIDATION, ValidationMessage.newPhoneSame);
  // Without a phone yet this is the bind-phone-after-login flow; otherwise step 1 must be recent.
  const verifiedAt = user.phoneVerifiedAt?.getTime() ?? 0;
  if (user.phone && app.clock.now() - verifiedAt > PHONE_VERIFY_WINDOW_MS) {
    throw new AppError(Status.VALIDATION, AccountMessage.verifyOldPhoneFirst);
  }
  const owner = await findUserByPhone(db, input.phone);
  if (owner && owner.id !== userId) throw new AppError(Status.CONFLICT, AccountMessage.phoneTaken);
  await app.sms.verifyCode(input.phone, SmsType.BIND_NEW_PHONE, input.sms_code);
  try {
    return await changed(
      app,
      await updateUser(db, userId, { phone: input.phone, phoneVerifiedAt: null }, now(app)),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(Status.CONFLICT, AccountMessage.phoneTaken);
    throw err;
  }
}

/** PUT change_wechat: opt_type 1 unbinds the QR identity, 2 binds the identity a wx_code carries. */
export async function changeWechat(
  app: FastifyInstance,
  userId: string,
  input: TChangeWechat,
): Promise<TUser> {
  const db = app.database.db;
  const user = await currentUser(app, userId);
  if (input.opt_type === WechatOpt.UNBIND) {
    if (!user.phone) throw new AppError(Status.VALIDATION, AccountMessage.wxUnbindLast);
    return changed(app, await updateUser(db, userId, { wxIdentity: null }, now(app)));
  }
  const identity = await app.qrLogin.consumeWxCode(input.wx_code);
  const owner = await findUserByWxIdentity(db, identity);
  if (owner?.id === userId) return present(app, owner);
  // The identity speaks for the account signed in on the scanning device; it cannot be taken over.
  if (owner) throw new AppError(Status.CONFLICT, AccountMessage.wxTakenByOther);
  try {
    return await changed(app, await updateUser(db, userId, { wxIdentity: identity }, now(app)));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(Status.CONFLICT, AccountMessage.wxTakenByOther);
    throw err;
  }
}

/** PUT update_user: name, sex, avatar. */
export async function updateProfile(
  app: FastifyInstance,
  userId: string,
  input: TUpdateUser,
): Promise<TUser> {
  await currentUser(app, userId);
  const patch: Partial<TUserRow> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.sex !== undefined) patch.sex = input.sex;
  if (input.avatar !== undefined) patch.avatar = input.avatar;
  return changed(app, await updateUser(app.database.db, userId, patch, now(app)));
}
