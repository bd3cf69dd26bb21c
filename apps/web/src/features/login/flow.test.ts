import { describe, expect, it } from 'vitest';
import { nextStepAfterLogin } from './flow';

describe('after sign-in (spec 01 section 4 "Login state")', () => {
  it('binds a phone first when has_phone is not 1', () => {
    expect(nextStepAfterLogin({ has_phone: 0, has_password: '1' }, 'qr', false)).toBe('BindPhone');
    expect(nextStepAfterLogin({ has_phone: 0, has_password: '0' }, 'sms', false)).toBe('BindPhone');
  });

  it('offers a first password once, after an SMS sign-in without a password', () => {
    expect(nextStepAfterLogin({ has_phone: 1, has_password: '0' }, 'sms', false)).toBe('SetPasswordFirst');
    expect(nextStepAfterLogin({ has_phone: 1, has_password: '0' }, 'sms', true)).toBe('done');
    expect(nextStepAfterLogin({ has_phone: 1, has_password: '1' }, 'sms', false)).toBe('done');
    expect(nextStepAfterLogin({ has_phone: 1, has_password: '0' }, 'qr', false)).toBe('done');
  });
});
