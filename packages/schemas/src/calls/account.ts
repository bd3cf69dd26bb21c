import { z } from 'zod';
import {
  SPECIAL_TAG_KEYS,
  ZChangePhone,
  ZChangeWechat,
  ZLoginRequest,
  ZRequestSmsCode,
  ZRetrievePassword,
  ZSetPassword,
  ZSmsOutboxQuery,
  ZUpdateUser,
} from '../account';
import { ZQrConfirm, ZQrSessionKey, ZQrStartSession } from '../qr-login';
import { GATED_TAGS } from '../special-tags';
import { defineCall } from './define';

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** The user as every account call returns it (TUser in account.ts). */
export const ZUser = z.object({
  user_id: z.string(),
  name: z.string(),
  avatar: z.string(),
  sex: z.number().int(),
  phone: z.string(),
  has_phone: zeroOne,
  has_password: z.enum(['0', '1']),
  has_wx: zeroOne,
  special_tags: z.record(z.enum(SPECIAL_TAG_KEYS), z.number()),
  approved: zeroOne,
  created_at: z.string(),
  is_admin: z.boolean(),
  features: z.record(z.enum(GATED_TAGS), z.boolean()),
});

/** data of a successful login. */
export const ZLoginResult = z.object({
  token: z.string(),
  expire: z.number(),
  user: ZUser,
  user_id: z.string(),
});

const USER = '/ixj_web/user';
const MY_INFO = `${USER}/get_my_info`;
const MY_PHONE = `${USER}/get_my_phone`;

/** `POST /ixj_web/user/request_sms_code`: sends a code (sms_type 0 login, 1 find password, 2/3 change phone). */
export const userRequestSmsCode = defineCall({
  method: 'POST',
  path: '/ixj_web/user/request_sms_code',
  service: 'main',
  area: 'account',
  summary: '获取短信验证码',
  auth: 'optional',
  input: ZRequestSmsCode,
  output: z.object({ resend_after: z.number(), expire_in: z.number() }),
});

/** `POST /ixj_web/user/login`: password (1), SMS (2, creates the account) or QR (3) sign-in. */
export const userLogin = defineCall({
  method: 'POST',
  path: '/ixj_web/user/login',
  service: 'main',
  area: 'account',
  summary: '登录（密码、短信验证码、扫码）',
  auth: 'public',
  input: ZLoginRequest,
  output: ZLoginResult,
});

/** `POST /ixj_web/user/logout`: revokes the bearer token (always succeeds). */
export const userLogout = defineCall({
  method: 'POST',
  path: '/ixj_web/user/logout',
  service: 'main',
  area: 'account',
  summary: '退出登录',
  auth: 'public',
  input: z.object({}),
  output: z.null(),
});

/** `GET /ixj_web/user/get_my_info`: the signed-in user. */
export const userGetMyInfo = defineCall({
  method: 'GET',
  path: MY_INFO,
  service: 'main',
  area: 'account',
  summary: '当前用户信息',
  auth: 'user',
  input: z.object({}),
  output: ZUser,
});

/** `GET /ixj_web/user/refresh_token`: a new token; the old one stays valid for a short grace. */
export const userRefreshToken = defineCall({
  method: 'GET',
  path: '/ixj_web/user/refresh_token',
  service: 'main',
  area: 'account',
  summary: '刷新登录凭证',
  auth: 'user',
  input: z.object({}),
  output: z.object({ token: z.string(), expire: z.number(), user_id: z.string() }),
});

/** `PUT /ixj_web/user/set_password`: sets the first password (other sessions are signed out). */
export const userSetPassword = defineCall({
  method: 'PUT',
  path: '/ixj_web/user/set_password',
  service: 'main',
  area: 'account',
  summary: '设置密码',
  auth: 'user',
  input: ZSetPassword,
  output: ZUser,
  invalidates: [MY_INFO],
});

/** `PUT /ixj_web/user/retrieve_password`: find password by SMS. */
export const userRetrievePassword = defineCall({
  method: 'PUT',
  path: '/ixj_web/user/retrieve_password',
  service: 'main',
  area: 'account',
  summary: '找回密码',
  auth: 'public',
  input: ZRetrievePassword,
  output: z.null(),
});

/** `PUT /ixj_web/user/change_phone`: step 1 verifies the current phone, step 2 binds the new one. */
export const userChangePhone = defineCall({
  method: 'PUT',
  path: '/ixj_web/user/change_phone',
  service: 'main',
  area: 'account',
  summary: '更换手机号（两步）',
  auth: 'user',
  input: ZChangePhone,
  output: ZUser,
  invalidates: [MY_INFO, MY_PHONE],
});

/** `GET /ixj_web/user/get_my_phone`: the caller's phone, full and masked. */
export const userGetMyPhone = defineCall({
  method: 'GET',
  path: MY_PHONE,
  service: 'main',
  area: 'account',
  summary: '当前手机号',
  auth: 'user',
  input: z.object({}),
  output: z.object({ phone: z.string(), masked: z.string(), has_phone: zeroOne }),
});

/** `PUT /ixj_web/user/change_wechat`: binds (2) or unbinds (1) the QR sign-in identity. */
export const userChangeWechat = defineCall({
  method: 'PUT',
  path: '/ixj_web/user/change_wechat',
  service: 'main',
  area: 'account',
  summary: '绑定或解绑扫码登录',
  auth: 'user',
  input: ZChangeWechat,
  output: ZUser,
  invalidates: [MY_INFO],
});

/** `PUT /ixj_web/user/update_user`: name, sex, avatar. */
export const userUpdateUser = defineCall({
  method: 'PUT',
  path: '/ixj_web/user/update_user',
  service: 'main',
  area: 'account',
  summary: '修改个人资料',
  auth: 'user',
  input: ZUpdateUser,
  output: ZUser,
  invalidates: [MY_INFO],
});

/** `GET /dev/sms_outbox?phone=`: the last code sent to a phone (console SMS provider, never in production). */
export const devSmsOutbox = defineCall({
  method: 'GET',
  path: '/dev/sms_outbox',
  service: 'main',
  area: 'dev',
  summary: '开发环境：读取最近一次验证码（仅控制台短信通道）',
  auth: 'public',
  input: ZSmsOutboxQuery,
  output: z.object({ phone: z.string(), code: z.string() }),
});

const WX = '/ixj_shared/wx_login';

/** `POST /ixj_shared/wx_login/start_session`: a QR sign-in session and the URL its code encodes. */
export const qrStartSession = defineCall({
  method: 'POST',
  path: '/ixj_shared/wx_login/start_session',
  service: 'login',
  area: 'account',
  summary: '扫码登录：创建会话',
  auth: 'public',
  input: ZQrStartSession,
  output: z.object({ session_key: z.string(), redirect_uri: z.string(), expire: z.number() }),
});

/** `GET /ixj_shared/wx_login/get_wx_code`: polled until a signed-in device confirms (then wx_code). */
export const qrGetWxCode = defineCall({
  method: 'GET',
  path: `${WX}/get_wx_code`,
  service: 'login',
  area: 'account',
  summary: '扫码登录：查询确认状态',
  auth: 'public',
  input: ZQrSessionKey,
  output: z.object({ status: z.number(), wx_code: z.string().nullable() }),
});

/** `POST /ixj_shared/wx_login/end_session`: closes a QR session. */
export const qrEndSession = defineCall({
  method: 'POST',
  path: `${WX}/end_session`,
  service: 'login',
  area: 'account',
  summary: '扫码登录：结束会话',
  auth: 'public',
  input: ZQrSessionKey,
  output: z.null(),
});

/** `POST /ixj_shared/wx_login/confirm`: a signed-in user confirms the session they scanned. */
export const qrConfirm = defineCall({
  method: 'POST',
  path: `${WX}/confirm`,
  service: 'login',
  area: 'account',
  summary: '扫码登录：在已登录设备上确认',
  auth: 'user',
  input: ZQrConfirm,
  output: z.object({ confirmed: z.literal(1) }),
});
