import {
  type TChangePhone,
  type TChangeWechat,
  type TLoginRequest,
  type TLoginResult,
  type TRefreshResult,
  type TRequestSmsCode,
  type TRetrievePassword,
  type TUpdateUser,
  userChangePhone,
  userChangeWechat,
  userGetMyInfo,
  userGetMyPhone,
  userLogin,
  userLogout,
  userRefreshToken,
  userRequestSmsCode,
  userRetrievePassword,
  userSetPassword,
  userUpdateUser,
  userUploadAndSetAvatar,
} from '@juzuo/schemas';
import type { Session } from '../session';
import { type CallOptions, callRequest, type Transport } from '../transport';
import { fileForm } from './multipart';

/** Account calls of spec 01 section 7.2 and spec 02 "User" (main host). */
export function accountService(t: Transport, session: Session) {
  return {
    /** Signs in (login_type 1 password, 2 SMS, 3 QR) and stores the session on success. */
    async login(body: TLoginRequest, opts?: CallOptions): Promise<TLoginResult> {
      // No token: a stale session must not ride along on a new sign-in.
      const result = await t.request<TLoginResult>({ ...callRequest(userLogin, body), token: null }, opts);
      session.setLogin(result);
      return result;
    },
    /**
     * Signs out: the local session is cleared first (so signing out always works, even offline),
     * then the server revokes the old token. Failures are silent; the user is signed out either way.
     */
    async logout(opts?: CallOptions): Promise<void> {
      const { token } = session.get();
      session.clear();
      if (!token) return;
      await t
        .request<null>({ ...callRequest(userLogout, {}), token }, { silent: true, ...opts })
        .catch(() => undefined);
    },
    /** The signed-in user. */
    getMyInfo: (opts?: CallOptions) => t.call(userGetMyInfo, {}, opts),
    /** Exchanges the current token for a fresh one and stores it. */
    async refreshToken(opts?: CallOptions): Promise<TRefreshResult> {
      const { token } = session.get();
      const next = await t.request<TRefreshResult>(
        { ...callRequest(userRefreshToken, {}), skipRefresh: true },
        opts,
      );
      if (next?.token && session.get().token === token) session.setToken(next.token, next.expire);
      return next;
    },
    /** Sends an SMS code (sms_type 0 login, 1 find password, 2 verify current phone, 3 bind new phone). */
    requestSmsCode: (body: TRequestSmsCode, opts?: CallOptions) => t.call(userRequestSmsCode, body, opts),
    /** Sets the signed-in user's password (user_id travels from the session for compatibility). */
    setPassword: (body: { password: string }, opts?: CallOptions) => t.call(userSetPassword, body, opts),
    /** Resets a forgotten password with an SMS code (sms_type 1). */
    retrievePassword: (body: TRetrievePassword, opts?: CallOptions) =>
      t.call(userRetrievePassword, body, opts),
    /** Change phone: opt_type 1 verifies the current phone, 2 binds the new one. */
    changePhone: (body: TChangePhone, opts?: CallOptions) => t.call(userChangePhone, body, opts),
    /** The signed-in user's phone (full and masked). */
    getMyPhone: (opts?: CallOptions) => t.call(userGetMyPhone, {}, opts),
    /** Binds (opt_type 2 with wx_code) or unbinds (opt_type 1) the QR identity. */
    changeWechat: (body: TChangeWechat, opts?: CallOptions) => t.call(userChangeWechat, body, opts),
    /** Updates name, sex and/or avatar; answers the updated user. */
    updateUser: (body: TUpdateUser, opts?: CallOptions) => t.call(userUpdateUser, body, opts),
    /** Uploads an image and makes it the avatar (multipart, upload timeout). */
    uploadAndSetAvatar: (file: Blob, filename?: string, opts?: CallOptions) =>
      t.call(userUploadAndSetAvatar, fileForm(file, filename), opts),
  };
}

/** The account call group. */
export type AccountService = ReturnType<typeof accountService>;
