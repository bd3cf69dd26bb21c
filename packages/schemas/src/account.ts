import { z } from 'zod';
import type { TFeatures, TSpecialTags } from './special-tags';
import { ZLoginPassword, ZNewPassword, ZPhone, ZSmsCode } from './validation';

/** login_type of POST /ixj_web/user/login. */
export const LoginType = { PASSWORD: 1, SMS: 2, QR: 3 } as const;
export type TLoginType = (typeof LoginType)[keyof typeof LoginType];

/** sms_type of POST /ixj_web/user/request_sms_code. */
export const SmsType = { LOGIN: 0, FIND_PASSWORD: 1, VERIFY_CURRENT_PHONE: 2, BIND_NEW_PHONE: 3 } as const;
export type TSmsType = (typeof SmsType)[keyof typeof SmsType];

/** User sex: 1 male, 2 female, 0 unknown. */
export const Sex = { UNKNOWN: 0, MALE: 1, FEMALE: 2 } as const;
export const SexLabel: Record<number, string> = { 0: '保密', 1: '男', 2: '女' };

/** The special tags moved to special-tags.ts (one module, no import cycle); re-exported for importers of account. */
export { defaultSpecialTags, SPECIAL_TAG_KEYS, type TSpecialTagKey, type TSpecialTags } from './special-tags';

/** The user as every account call returns it. */
export interface TUser {
  user_id: string;
  name: string;
  avatar: string;
  sex: number;
  phone: string;
  /** 1 when a phone is bound. */
  has_phone: 0 | 1;
  /** '0' means no password set, '1' otherwise (spec: the string '0'). */
  has_password: '0' | '1';
  /** 1 when a QR identity is bound. */
  has_wx: 0 | 1;
  special_tags: TSpecialTags;
  approved: 0 | 1;
  created_at: string;
  /** True for an operator (ADMIN_PHONES): the web app shows the 管理后台 entry. */
  is_admin: boolean;
  /** Which tag-gated features the user may open (special-tags.ts decides; the web app never re-derives). */
  features: TFeatures;
}

/** data of a successful login. */
export interface TLoginResult {
  token: string;
  /** Expiry as epoch milliseconds. */
  expire: number;
  user: TUser;
  user_id: string;
}

/**
 * Form bodies carry numbers as strings ("2"); discriminated unions need the real number, so the
 * discriminator is coerced first.
 */
const coerceNumericKey =
  (key: string) =>
  (input: unknown): unknown => {
    if (!input || typeof input !== 'object') return input;
    const value = (input as Record<string, unknown>)[key];
    return typeof value === 'string' && /^\d+$/.test(value.trim())
      ? { ...input, [key]: Number(value) }
      : input;
  };

/** Body of POST /ixj_web/user/login: one schema per login_type (user_id/team_id ignored). */
export const ZLoginRequest = z.preprocess(
  coerceNumericKey('login_type'),
  z.discriminatedUnion(
    'login_type',
    [
      z.object({ login_type: z.literal(LoginType.PASSWORD), phone: ZPhone, password: ZLoginPassword }),
      z.object({ login_type: z.literal(LoginType.SMS), phone: ZPhone, sms_code: ZSmsCode }),
      z.object({
        login_type: z.literal(LoginType.QR),
        wx_code: z.string({ error: '缺少扫码凭证 wx_code' }).min(1, '缺少扫码凭证 wx_code'),
      }),
    ],
    { error: 'login_type 必须为 1（密码）、2（短信）或 3（扫码）' },
  ),
);
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Body of POST /ixj_web/user/request_sms_code. */
export const ZRequestSmsCode = z.object({
  phone: ZPhone,
  sms_type: z.coerce
    .number({ error: 'sms_type 必须为 0-3' })
    .int('sms_type 必须为 0-3')
    .min(0, 'sms_type 必须为 0-3')
    .max(3, 'sms_type 必须为 0-3'),
});
export type TRequestSmsCode = z.infer<typeof ZRequestSmsCode>;

/** Answer of request_sms_code. */
export interface TSmsCodeSent {
  /** Seconds before another code may be requested for this phone. */
  resend_after: number;
  /** Seconds the code stays valid. */
  expire_in: number;
}

/** PUT /ixj_web/user/set_password: user_id accepted for compatibility, identity from the token. */
export const ZSetPassword = z.object({ password: ZNewPassword, user_id: z.unknown().optional() });
export type TSetPassword = z.infer<typeof ZSetPassword>;

/** PUT /ixj_web/user/retrieve_password (find password). */
export const ZRetrievePassword = z.object({ phone: ZPhone, sms_code: ZSmsCode, password: ZNewPassword });
export type TRetrievePassword = z.infer<typeof ZRetrievePassword>;

/** Step of change_phone: 1 verifies the current phone, 2 binds the new one. */
export const ChangePhoneStep = { VERIFY_OLD: 1, BIND_NEW: 2 } as const;

/** PUT /ixj_web/user/change_phone. */
export const ZChangePhone = z.object({
  opt_type: z.coerce
    .number({ error: 'opt_type 必须为 1 或 2' })
    .refine((v) => v === 1 || v === 2, 'opt_type 必须为 1 或 2'),
  phone: ZPhone,
  sms_code: ZSmsCode,
});
export type TChangePhone = z.infer<typeof ZChangePhone>;

/** opt_type of change_wechat: 1 unbinds, 2 binds (spec: opt_type 2 binds). */
export const WechatOpt = { UNBIND: 1, BIND: 2 } as const;

/** PUT /ixj_web/user/change_wechat. */
export const ZChangeWechat = z.preprocess(
  coerceNumericKey('opt_type'),
  z.discriminatedUnion(
    'opt_type',
    [
      z.object({ opt_type: z.literal(WechatOpt.UNBIND) }),
      z.object({
        opt_type: z.literal(WechatOpt.BIND),
        wx_code: z.string({ error: '缺少扫码凭证 wx_code' }).min(1, '缺少扫码凭证 wx_code'),
      }),
    ],
    { error: 'opt_type 必须为 1（解绑）或 2（绑定）' },
  ),
);
export type TChangeWechat = z.infer<typeof ZChangeWechat>;

/** PUT /ixj_web/user/update_user: every field optional, at least one present. */
export const ZUpdateUser = z
  .object({
    name: z.string().trim().min(1, '昵称不能为空').max(20, '昵称不能超过20个字').optional(),
    sex: z.coerce
      .number()
      .refine((v) => v === 0 || v === 1 || v === 2, '性别取值必须为 0、1 或 2')
      .optional(),
    avatar: z
      .string()
      .max(500, '头像地址过长')
      // Only our own paths or http(s) URLs: a javascript: URL must never reach an <img> or a link.
      .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v), '头像地址不合法')
      .optional(),
  })
  .refine((v) => v.name !== undefined || v.sex !== undefined || v.avatar !== undefined, '请至少修改一项资料');
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

/** GET /ixj_web/user/get_my_phone answer (masked for display, full for the owner). */
export interface TMyPhone {
  phone: string;
  masked: string;
}

/** Answer of refresh_token. */
export interface TRefreshResult {
  token: string;
  /** Expiry as epoch milliseconds. */
  expire: number;
  user_id: string;
}

/** Query of the dev SMS outbox (console provider only). */
export const ZSmsOutboxQuery = z.object({ phone: ZPhone });

/** Answer of the dev SMS outbox. */
export interface TSmsOutboxEntry {
  phone: string;
  code: string;
}

/** Account-call messages the server answers (kept here so the web and tests use the same strings). */
export const AccountMessage = {
  wrongPassword: '手机号或密码错误',
  passwordLocked: (minutes: number) => `密码错误次数过多，请 ${minutes} 分钟后再试，或使用验证码登录`,
  smsCodeMissing: '请先获取验证码',
  smsCodeWrong: '验证码错误',
  smsCodeExpired: '验证码已过期，请重新获取',
  smsCodeDead: '验证码错误次数过多，请重新获取',
  smsSendFailed: '短信发送失败，请稍后重试',
  smsResendWait: (seconds: number) => `请在 ${seconds} 秒后再获取验证码`,
  smsPhoneHourlyCap: '该手机号获取验证码过于频繁，请一小时后再试',
  smsIpHourlyCap: '当前网络获取验证码过于频繁，请稍后再试',
  phoneNotRegistered: '该手机号尚未注册',
  phoneNotCurrent: '手机号与当前绑定的手机号不一致',
  phoneTaken: '该手机号已绑定其他账号',
  verifyOldPhoneFirst: '请先验证原手机号',
  wxNotBound: '该扫码身份尚未绑定任何账号，请先使用手机号登录，再在个人设置中绑定扫码登录',
  wxCodeInvalid: '扫码凭证无效或已过期，请重新扫码',
  wxTakenByOther: '该扫码身份已绑定其他账号，请在本账号登录的设备上扫码确认',
  wxUnbindLast: '解绑后将无法登录，请先绑定手机号',
  qrAlreadyConfirmed: '该二维码已被其他账号确认',
} as const;
