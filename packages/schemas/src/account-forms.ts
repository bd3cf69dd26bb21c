import { z } from 'zod';
import { ValidationMessage, ZLoginPassword, ZNewPassword, ZPhone, ZSmsCode } from './validation';

/**
 * Form-level schemas of the sign-in popup and personal settings (spec 01 sections 2.6 and 5). They
 * compose the field rules of validation.ts, so the browser shows exactly the server's messages.
 */

/** Phone + SMS code sign-in (also bind phone). */
export const ZPhoneLoginForm = z.object({ phone: ZPhone, sms_code: ZSmsCode });
export type TPhoneLoginForm = z.infer<typeof ZPhoneLoginForm>;

/** Phone + password sign-in. */
export const ZPasswordLoginForm = z.object({ phone: ZPhone, password: ZLoginPassword });
export type TPasswordLoginForm = z.infer<typeof ZPasswordLoginForm>;

const ZConfirm = z
  .string({ error: ValidationMessage.confirmRequired })
  .min(1, ValidationMessage.confirmRequired);

/** Find password: phone, code, the new password twice. */
export const ZFindPasswordForm = z
  .object({ phone: ZPhone, sms_code: ZSmsCode, password: ZNewPassword, confirm: ZConfirm })
  .refine((v) => v.password === v.confirm, { message: ValidationMessage.confirmMismatch, path: ['confirm'] });
export type TFindPasswordForm = z.infer<typeof ZFindPasswordForm>;

/** Change phone step 1: the code sent to the current phone. */
export const ZVerifyCodeForm = z.object({ sms_code: ZSmsCode });
export type TVerifyCodeForm = z.infer<typeof ZVerifyCodeForm>;

/** Change phone step 2: the new phone must differ from the old one ('新手机不能与旧手机相同'). */
export function newPhoneForm(oldPhone: string | null | undefined) {
  return z.object({
    phone: ZPhone.refine((p) => !oldPhone || p !== oldPhone, ValidationMessage.newPhoneSame),
    sms_code: ZSmsCode,
  });
}
export type TNewPhoneForm = z.infer<ReturnType<typeof newPhoneForm>>;
