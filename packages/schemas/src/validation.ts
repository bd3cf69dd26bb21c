import { z } from 'zod';

/**
 * Field rules of spec 01 section 5 with their exact Chinese messages. The web forms and the API use
 * these same schemas, so a message a user sees in the browser is the one the server would answer.
 */
export const ValidationMessage = {
  phoneRequired: '请输入手机号',
  phoneLength: '请输入11位手机号',
  phoneFormat: '手机号格式错误',
  smsCodeRequired: '请输入验证码',
  smsCodeLength: '请输入6位验证码',
  passwordRequired: '请输入密码',
  passwordLength: '密码长度为8-16位',
  newPasswordRequired: '请输入新密码',
  newPasswordRule: '密码需包含数字和字母，长度为8-16位',
  confirmRequired: '请再次输入密码',
  confirmMismatch: '两次输入密码不一致',
  newPhoneSame: '新手机不能与旧手机相同',
  agreementRequired: '请先阅读并同意服务协议及隐私保护',
  imageType: '仅支持上传 jpeg、jpg、png、webp、gif 格式的图片',
} as const;

/** Phone: starts with 1, second digit 3-9, 11 digits. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** New password: 8-16 characters with at least one digit and one letter. */
export const NEW_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Za-z]).{8,16}$/;

/** Mainland mobile phone number. */
export const ZPhone = z
  .string({ error: ValidationMessage.phoneRequired })
  .trim()
  .min(1, ValidationMessage.phoneRequired)
  .max(11, ValidationMessage.phoneLength)
  .regex(PHONE_PATTERN, ValidationMessage.phoneFormat);

/** 6-digit SMS code. */
export const ZSmsCode = z
  .string({ error: ValidationMessage.smsCodeRequired })
  .trim()
  .min(1, ValidationMessage.smsCodeRequired)
  .max(6, ValidationMessage.smsCodeLength)
  .regex(/^\d{6}$/, ValidationMessage.smsCodeLength);

/** Password at sign-in: 8-16 characters, no composition rule (older passwords still work). */
export const ZLoginPassword = z
  .string({ error: ValidationMessage.passwordRequired })
  .min(1, ValidationMessage.passwordRequired)
  .min(8, ValidationMessage.passwordLength)
  .max(16, ValidationMessage.passwordLength);

/** Password being set or reset: digits and letters, 8-16 characters. */
export const ZNewPassword = z
  .string({ error: ValidationMessage.newPasswordRequired })
  .min(1, ValidationMessage.newPasswordRequired)
  .regex(NEW_PASSWORD_PATTERN, ValidationMessage.newPasswordRule);

/** Form-only: a new password typed twice. */
export const ZPasswordPair = z
  .object({
    password: ZNewPassword,
    confirm: z.string({ error: ValidationMessage.confirmRequired }).min(1, ValidationMessage.confirmRequired),
  })
  .refine((v) => v.password === v.confirm, { message: ValidationMessage.confirmMismatch, path: ['confirm'] });

/** Image types accepted by uploads (spec 01 section 5). */
export const IMAGE_TYPES = ['jpeg', 'jpg', 'png', 'webp', 'gif'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
