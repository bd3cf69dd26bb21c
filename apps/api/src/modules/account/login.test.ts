import {
  AccountMessage,
  Status,
  StatusMessage,
  type TLoginResult,
  type TUser,
  ValidationMessage,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { fakeClock } from '../../test/clock';
import { call } from '../../test/inject';
import { signInBySms, smsCode } from './testing';

describe('login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('SMS sign-in creates the account on first use with a default name, then finds it again', async () => {
    const first = await signInBySms(app, '13800000001');
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.expire).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(first.user_id).toBe(first.user.user_id);
    expect(first.user).toMatchObject({
      name: '用户0001',
      avatar: '',
      sex: 0,
      phone: '13800000001',
      has_phone: 1,
      has_password: '0',
      has_wx: 0,
    });
    expect(first.user.special_tags).toEqual({
      is_official: 0,
      batch_subtitle: 0,
      ai_chat: 0,
      comfy_ui: 0,
      model_up: 0,
      avg_pub: 0,
      ai_evaluate: 0,
      novel_to_script: 0,
      train_lora: 0,
      overseas: 0,
    });
    const clock = fakeClock(app);
    clock.advance(61_000);
    const again = await signInBySms(app, '13800000001');
    expect(again.user_id).toBe(first.user_id);
    expect(again.token).not.toBe(first.token);
  });

  it('accepts form-style strings for login_type and ignores a forged user_id', async () => {
    const code = await smsCode(app, '13800000002');
    const res = await call<TLoginResult>(app, 'POST', '/ixj_web/user/login', {
      body: { login_type: '2', phone: '13800000002', sms_code: code, user_id: 'someone-else' },
    });
    expect(res.status).toBe(0);
    expect(res.data.user.phone).toBe('13800000002');
  });

  it('answers the exact validation messages with status 4220', async () => {
    const cases: Array<[unknown, string]> = [
      [{ login_type: 2, sms_code: '123456' }, ValidationMessage.phoneRequired],
      [{ login_type: 2, phone: '', sms_code: '123456' }, ValidationMessage.phoneRequired],
      [{ login_type: 2, phone: '138000000011', sms_code: '123456' }, ValidationMessage.phoneLength],
      [{ login_type: 2, phone: '12800000001', sms_code: '123456' }, ValidationMessage.phoneFormat],
      [{ login_type: 2, phone: '13800000001' }, ValidationMessage.smsCodeRequired],
      [{ login_type: 2, phone: '13800000001', sms_code: '1234567' }, ValidationMessage.smsCodeLength],
      [{ login_type: 2, phone: '13800000001', sms_code: '12a456' }, ValidationMessage.smsCodeLength],
      [{ login_type: 1, phone: '13800000001' }, ValidationMessage.passwordRequired],
      [{ login_type: 1, phone: '13800000001', password: 'short1' }, ValidationMessage.passwordLength],
      [{ login_type: 1, phone: '13800000001', password: 'a'.repeat(17) }, ValidationMessage.passwordLength],
      [{ login_type: 3 }, '缺少扫码凭证 wx_code'],
      [{ login_type: 9 }, 'login_type 必须为 1（密码）、2（短信）或 3（扫码）'],
      [{}, 'login_type 必须为 1（密码）、2（短信）或 3（扫码）'],
    ];
    for (const [body, msg] of cases) {
      const res = await call(app, 'POST', '/ixj_web/user/login', { body });
      expect({ body, status: res.status, msg: res.msg }).toEqual({ body, status: Status.VALIDATION, msg });
      expect(res.httpStatus).toBe(200);
    }
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const payload of ['not json', '[1,2]', 'null', '"x"']) {
      const res = await app.inject({
        method: 'POST',
        url: '/ixj_web/user/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).not.toBe(0);
    }
  });

  it('password sign-in: one message for unknown phone, no password and wrong password', async () => {
    const login = (phone: string, password: string) =>
      call<TLoginResult>(app, 'POST', '/ixj_web/user/login', { body: { login_type: 1, phone, password } });
    const unknown = await login('13900000009', 'abc12345');
    expect([unknown.status, unknown.msg]).toEqual([Status.LOGIN_FAILED, AccountMessage.wrongPassword]);

    const u = await signInBySms(app, '13800000003');
    const noPassword = await login('13800000003', 'abc12345');
    expect([noPassword.status, noPassword.msg]).toEqual([Status.LOGIN_FAILED, AccountMessage.wrongPassword]);

    const set = await call<TUser>(app, 'PUT', '/ixj_web/user/set_password', {
      token: u.token,
      body: { password: 'abc12345' },
    });
    expect(set.status).toBe(0);
    expect(set.data.has_password).toBe('1');
    const wrong = await login('13800000003', 'abc123456');
    expect([wrong.status, wrong.msg]).toEqual([Status.LOGIN_FAILED, AccountMessage.wrongPassword]);
    const right = await login('13800000003', 'abc12345');
    expect(right.status).toBe(0);
    expect(right.data.user_id).toBe(u.user_id);
  });

  it('a wrong SMS code fails with 4010 and does not create an account', async () => {
    const code = await smsCode(app, '13800000004');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call(app, 'POST', '/ixj_web/user/login', {
      body: { login_type: 2, phone: '13800000004', sms_code: wrong },
    });
    expect([res.status, res.msg]).toEqual([Status.LOGIN_FAILED, AccountMessage.smsCodeWrong]);
    const pw = await call(app, 'POST', '/ixj_web/user/login', {
      body: { login_type: 2, phone: '13800000005', sms_code: '123456' },
    });
    expect([pw.status, pw.msg]).toEqual([Status.LOGIN_FAILED, AccountMessage.smsCodeMissing]);
  });

  it('a code of another sms_type cannot sign in', async () => {
    const u = await signInBySms(app, '13800000006');
    fakeClock(app).advance(61_000);
    const verifyCode = await smsCode(app, '13800000006', 2, u.token);
    const res = await call(app, 'POST', '/ixj_web/user/login', {
      body: { login_type: 2, phone: '13800000006', sms_code: verifyCode },
    });
    expect(res.status).toBe(Status.LOGIN_FAILED);
  });
});

describe('internal-only mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_ONLY: '1', APPROVED_PHONES: '13700000001' });
  });
  afterAll(async () => app.close());

  it('answers 4025 to an unapproved account and signs in an approved phone', async () => {
    const code = await smsCode(app, '13700000002');
    const res = await call(app, 'POST', '/ixj_web/user/login', {
      body: { login_type: 2, phone: '13700000002', sms_code: code },
    });
    expect([res.status, res.msg]).toEqual([Status.NOT_APPROVED, StatusMessage[Status.NOT_APPROVED]]);
    const ok = await signInBySms(app, '13700000001');
    expect(ok.user.approved).toBe(1);
  });
});
