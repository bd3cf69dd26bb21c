import {
  newPhoneForm,
  ValidationMessage,
  ZFindPasswordForm,
  ZPasswordLoginForm,
  ZPasswordPair,
  ZPhoneLoginForm,
} from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';

/** First message per field, as react-hook-form shows it. */
interface Parser {
  safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

function messages(schema: Parser, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success || !result.error) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

describe('login popup validation wiring (spec 01 section 5)', () => {
  it('phone rules and messages', () => {
    expect(messages(ZPhoneLoginForm, { phone: '', sms_code: '123456' }).phone).toBe('请输入手机号');
    expect(messages(ZPhoneLoginForm, { phone: '138001380001', sms_code: '123456' }).phone).toBe(
      '请输入11位手机号',
    );
    expect(messages(ZPhoneLoginForm, { phone: '12800138000', sms_code: '123456' }).phone).toBe(
      '手机号格式错误',
    );
    expect(messages(ZPhoneLoginForm, { phone: '13800138000', sms_code: '123456' })).toEqual({});
  });

  it('sms code rules', () => {
    expect(messages(ZPhoneLoginForm, { phone: '13800138000', sms_code: '' }).sms_code).toBe(
      ValidationMessage.smsCodeRequired,
    );
    expect(messages(ZPhoneLoginForm, { phone: '13800138000', sms_code: '12345' }).sms_code).toBe(
      '请输入6位验证码',
    );
  });

  it('login password is 8-16 characters', () => {
    expect(messages(ZPasswordLoginForm, { phone: '13800138000', password: 'short' }).password).toBe(
      ValidationMessage.passwordLength,
    );
    expect(messages(ZPasswordLoginForm, { phone: '13800138000', password: 'abcdefgh' })).toEqual({});
  });

  it('new password needs digits and letters, and the confirmation must match', () => {
    expect(messages(ZPasswordPair, { password: '12345678', confirm: '12345678' }).password).toBe(
      ValidationMessage.newPasswordRule,
    );
    expect(messages(ZPasswordPair, { password: 'abc12345', confirm: 'abc12346' }).confirm).toBe(
      '两次输入密码不一致',
    );
    expect(
      messages(ZFindPasswordForm, {
        phone: '13800138000',
        sms_code: '123456',
        password: 'abc12345',
        confirm: 'x',
      }).confirm,
    ).toBe('两次输入密码不一致');
  });

  it('the new phone must differ from the old one', () => {
    expect(messages(newPhoneForm('13800138000'), { phone: '13800138000', sms_code: '123456' }).phone).toBe(
      '新手机不能与旧手机相同',
    );
    expect(messages(newPhoneForm('13800138000'), { phone: '13900139000', sms_code: '123456' })).toEqual({});
  });
});
