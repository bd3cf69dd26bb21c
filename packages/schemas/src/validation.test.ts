import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZLoginPassword, ZNewPassword, ZPasswordPair, ZPhone, ZSmsCode } from './validation';

/** First message zod gives for `value`, or null when it passes. */
const msg = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};

describe('phone (spec 01 section 5)', () => {
  it('gives the exact Chinese messages', () => {
    expect(msg(ZPhone, undefined)).toBe('请输入手机号');
    expect(msg(ZPhone, '')).toBe('请输入手机号');
    expect(msg(ZPhone, '138001380001')).toBe('请输入11位手机号');
    expect(msg(ZPhone, '12800138000')).toBe('手机号格式错误');
    expect(msg(ZPhone, '1380013800')).toBe('手机号格式错误');
    expect(msg(ZPhone, '1380013800a')).toBe('手机号格式错误');
  });
  it('accepts second digits 3 to 9', () => {
    expect(msg(ZPhone, '13800138000')).toBeNull();
    expect(msg(ZPhone, '19912345678')).toBeNull();
    expect(msg(ZPhone, ' 13800138000 ')).toBeNull();
  });
});

describe('sms code', () => {
  it('requires 6 digits', () => {
    expect(msg(ZSmsCode, '')).toBe('请输入验证码');
    expect(msg(ZSmsCode, undefined)).toBe('请输入验证码');
    expect(msg(ZSmsCode, '1234567')).toBe('请输入6位验证码');
    expect(msg(ZSmsCode, '12345')).toBe('请输入6位验证码');
    expect(msg(ZSmsCode, '123456')).toBeNull();
  });
});

describe('login password', () => {
  it('requires 8 to 16 characters, no composition rule', () => {
    expect(msg(ZLoginPassword, '')).toBe('请输入密码');
    expect(msg(ZLoginPassword, '1234567')).toBe('密码长度为8-16位');
    expect(msg(ZLoginPassword, 'a'.repeat(17))).toBe('密码长度为8-16位');
    expect(msg(ZLoginPassword, '12345678')).toBeNull();
  });
});

describe('new password', () => {
  it('requires digits and letters, 8 to 16 characters', () => {
    expect(msg(ZNewPassword, '')).toBe('请输入新密码');
    expect(msg(ZNewPassword, '12345678')).toBe('密码需包含数字和字母，长度为8-16位');
    expect(msg(ZNewPassword, 'abcdefgh')).toBe('密码需包含数字和字母，长度为8-16位');
    expect(msg(ZNewPassword, 'abc123')).toBe('密码需包含数字和字母，长度为8-16位');
    expect(msg(ZNewPassword, `abc${'1'.repeat(14)}`)).toBe('密码需包含数字和字母，长度为8-16位');
    expect(msg(ZNewPassword, 'abcd1234')).toBeNull();
  });
});

describe('password confirmation', () => {
  it('must be filled and equal', () => {
    expect(msg(ZPasswordPair, { password: 'abcd1234', confirm: '' })).toBe('请再次输入密码');
    const r = ZPasswordPair.safeParse({ password: 'abcd1234', confirm: 'abcd12345' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('两次输入密码不一致');
    expect(r.error?.issues[0]?.path).toEqual(['confirm']);
    expect(msg(ZPasswordPair, { password: 'abcd1234', confirm: 'abcd1234' })).toBeNull();
  });
});
