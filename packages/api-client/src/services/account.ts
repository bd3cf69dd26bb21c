import type {
  TAvatarResult,
  TChangePhone,
  TChangeWechat,
  TLoginRequest,
  TLoginResult,
  TMyPhone,
  TRefreshResult,
  TRequestSmsCode,
  TRetrievePassword,
  TSmsCodeSent,
  TUpdateUser,
  TUser,
} from '@juzuo/schemas';
import type { Session } from '../session';
import type { CallOptions, Transport } from '../transport';
import { fileForm } from './multipart';

const USER = '/ixj_web/user';

/** Account calls of spec 01 section 7.2 and spec 02 "User" (main host). */
export function accountService(t: Transport, session: Session) {
  return {
    /** Signs in (login_type 1 password, 2 SMS, 3 QR) and stores the session on success. */
    async login(body: TLoginRequest, opts?: CallOptions): Promise<TLoginResult> {
      const result = await t.request<TLoginResult>(
        { service: 'main', method: 'POST', path: `${USER}/login`, body, token: null },
        opts,
      );
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
        .request<null>(
          { service: 'main', method: 'POST', path: `${USER}/logout`, token },
          { silent: true, ...opts },
        )
        .catch(() => undefined);
    },
    /** The signed-in user. */
    getMyInfo: (opts?: CallOptions) =>
      t.request<TUser>({ service: 'main', method: 'GET', path: `${USER}/get_my_info` }, opts),
    /** Exchanges the current token for a fresh one and stores it. */
    async refreshToken(opts?: CallOptions): Promise<TRefreshResult> {
      const { token } = session.get();
      const next = await t.request<TRefreshResult>(
        { service: 'main', method: 'GET', path: `${USER}/refresh_token`, skipRefresh: true },
        opts,
      );
      if (next?.token && session.get().token === token) session.setToken(next.token, next.expire);
      return next;
    },
    /** Sends an SMS code (sms_type 0 login, 1 find password, 2 verify current phone, 3 bind new phone). */
    requestSmsCode: (body: TRequestSmsCode, opts?: CallOptions) =>
      t.request<TSmsCodeSent>(
        { service: 'main', method: 'POST', path: `${USER}/request_sms_code`, body },
        opts,
      ),
    /** Sets the signed-in user's password (user_id travels from the session for compatibility). */
    setPassword: (body: { password: string }, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'PUT', path: `${USER}/set_password`, body }, opts),
    /** Resets a forgotten password with an SMS code (sms_type 1). */
    retrievePassword: (body: TRetrievePassword, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'PUT', path: `${USER}/retrieve_password`, body }, opts),
    /** Change phone: opt_type 1 verifies the current phone, 2 binds the new one. */
    changePhone: (body: TChangePhone, opts?: CallOptions) =>
      t.request<unknown>({ service: 'main', method: 'PUT', path: `${USER}/change_phone`, body }, opts),
    /** The signed-in user's phone (full and masked). */
    getMyPhone: (opts?: CallOptions) =>
      t.request<TMyPhone>({ service: 'main', method: 'GET', path: `${USER}/get_my_phone` }, opts),
    /** Binds (opt_type 2 with wx_code) or unbinds (opt_type 1) the QR identity. */
    changeWechat: (body: TChangeWechat, opts?: CallOptions) =>
      t.request<unknown>({ service: 'main', method: 'PUT', path: `${USER}/change_wechat`, body }, opts),
    /** Updates name, sex and/or avatar; answers the updated user. */
    updateUser: (body: TUpdateUser, opts?: CallOptions) =>
      t.request<TUser>({ service: 'main', method: 'PUT', path: `${USER}/update_user`, body }, opts),
    /** Uploads an image and makes it the avatar (multipart, upload timeout). */
    uploadAndSetAvatar: (file: Blob, filename?: string, opts?: CallOptions) =>
      t.request<TAvatarResult>(
        {
          service: 'main',
          method: 'PUT',
          path: `${USER}/upload_and_set_avatar`,
          body: fileForm(file, filename),
          timeout: 'upload',
        },
        opts,
      ),
  };
}

/** The account call group. */
export type AccountService = ReturnType<typeof accountService>;
