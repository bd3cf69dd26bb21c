import type { TUser } from '@juzuo/schemas';
import type { LoginMode } from '../../stores/loginPopup';

/** How the user just signed in. */
export type LoginVia = 'sms' | 'password' | 'qr';

/**
 * The step after a successful sign-in or after a follow-up step (spec 01 section 4 "Login state"):
 * a user without a phone must bind one; a first SMS sign-in without a password is offered to set one,
 * once per browser (local flag); otherwise the popup is done.
 */
export function nextStepAfterLogin(
  user: Pick<TUser, 'has_phone' | 'has_password'>,
  via: LoginVia,
  passwordOffered: boolean,
): Extract<LoginMode, 'BindPhone' | 'SetPasswordFirst'> | 'done' {
  if (Number(user.has_phone) !== 1) return 'BindPhone';
  if (via === 'sms' && String(user.has_password) === '0' && !passwordOffered) return 'SetPasswordFirst';
  return 'done';
}
