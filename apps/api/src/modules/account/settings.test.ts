import { AccountMessage, Status, type TLoginResult, type TUser, ValidationMessage } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { fakeClock } from '../../test/clock';
import { call } from '../../test/inject';
import { signInBySms, smsCode } from './testing';

const passwordLogin = (app: FastifyInstance, phone: string, password: string) =>
  call<TLoginResult>(app, 'POST', '/ixj_web/user/login', { body: { login_type: 1, phone, password } });

describe('account settings', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    app = await createTestApp();
    clock = fakeClock(app);
  });
  afterAll(async () => app.close());

  it('set_password validates the new-password rule', async () => {
    const u = await signInBySms(app, '13500000001');
    for (const [password, msg] of [
      [undefined, ValidationMessage.newPasswordRequired],
      ['', ValidationMessage.newPasswordRequired],
      ['abcdefgh', ValidationMessage.newPasswordRule],
      ['12345678', ValidationMessage.newPasswordRule],
      ['abc123', ValidationMessage.newPasswordRule],
      ['abc123456789abcde', ValidationMessage.newPasswordRule],
    ] as const) {
      const res = await call(app, 'PUT', '/ixj_web/user/set_password', {
        token: u.token,
        body: { password },
      });
      expect([res.status, res.msg]).toEqual([Status.VALIDATION, msg]);
    }
    const noToken = await call(app, 'PUT', '/ixj_web/user/set_password', { body: { password: 'abc12345' } });
    expect(noToken.status).toBe(Status.TOKEN_INVALID);
  });

  it('a forged user_id cannot change or read another user', async () => {
    const victim = await signInBySms(app, '13500000002');
    const attacker = await signInBySms(app, '13500000003');
    const res = await call<TUser>(app, 'PUT', '/ixj_web/user/set_password', {
      token: attacker.token,
      body: { password: 'hacked123', user_id: victim.user_id },
    });
    expect(res.status).toBe(0);
    expect(res.data.user_id).toBe(attacker.user_id);
    expect((await passwordLogin(app, '13500000002', 'hacked123')).status).toBe(Status.LOGIN_FAILED);
    expect((await passwordLogin(app, '13500000003', 'hacked123')).status).toBe(0);

    const info = await call<TUser>(app, 'GET', '/ixj_web/user/get_my_info', {
      token: attacker.token,
      query: { user_id: victim.user_id },
    });
    expect(info.data.user_id).toBe(attacker.user_id);
    const phone = await call<{ phone: string }>(app, 'GET', '/ixj_web/user/get_my_phone', {
      token: attacker.token,
      query: { user_id: victim.user_id },
    });
    expect(phone.data.phone).toBe('13500000003');
    const upd = await call<TUser>(app, 'PUT', '/ixj_web/user/update_user', {
      token: attacker.token,
      body: { name: '黑客', user_id: victim.user_id },
    });
    expect(upd.data.user_id).toBe(attacker.user_id);
    const victimInfo = await call<TUser>(app, 'GET', '/ixj_web/user/get_my_info', { token: victim.token });
    expect(victimInfo.data.name).toBe('用户0002');
  });

  it('set_password signs out the other sessions but keeps the current one', async () => {
    const a = await signInBySms(app, '13500000004');
    clock.advance(61_000);
    const b = await signInBySms(app, '13500000004');
    const res = await call(app, 'PUT', '/ixj_web/user/set_password', {
      token: b.token,
      body: { password: 'pass1234' },
    });
    expect(res.status).toBe(0);
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: a.token })).status).toBe(
      Status.TOKEN_INVALID,
    );
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: b.token })).status).toBe(0);
  });

  it('retrieve_password resets with a find-password code only', async () => {
    const u = await signInBySms(app, '13500000005');
    clock.advance(61_000);
    const unknown = await call(app, 'POST', '/ixj_web/user/request_sms_code', {
      body: { phone: '13500000099', sms_type: 1 },
    });
    expect([unknown.status, unknown.msg]).toEqual([Status.NOT_FOUND, AccountMessage.phoneNotRegistered]);
    // A login code cannot reset a password.
    const loginCode = await smsCode(app, '13500000005', 0);
    const body = { phone: '13500000005', sms_code: loginCode, password: 'newpass123' };
    const withLoginCode = await call(app, 'PUT', '/ixj_web/user/retrieve_password', { body });
    expect(withLoginCode.status).toBe(Status.LOGIN_FAILED);
    clock.advance(61_000);
    const code = await smsCode(app, '13500000005', 1);
    const bad = await call(app, 'PUT', '/ixj_web/user/retrieve_password', {
      body: { phone: '13500000005', sms_code: code, password: 'onlyletters' },
    });
    expect([bad.status, bad.msg]).toEqual([Status.VALIDATION, ValidationMessage.newPasswordRule]);
    const good = await call(app, 'PUT', '/ixj_web/user/retrieve_password', {
      body: { phone: '13500000005', sms_code: code, password: 'newpass123' },
    });
    expect(good.status).toBe(0);
    // Single use.
    const again = await call(app, 'PUT', '/ixj_web/user/retrieve_password', {
      body: { phone: '13500000005', sms_code: code, password: 'newpass456' },
    });
    expect(again.status).toBe(Status.LOGIN_FAILED);
    expect((await passwordLogin(app, '13500000005', 'newpass123')).status).toBe(0);
    // Every earlier session was signed out.
    expect((await call(app, 'GET', '/ixj_web/user/get_my_info', { token: u.token })).status).toBe(
      Status.TOKEN_INVALID,
    );
    const missing = await call(app, 'PUT', '/ixj_web/user/retrieve_password', {
      body: { phone: '13500000005' },
    });
    expect([missing.status, missing.msg]).toEqual([Status.VALIDATION, ValidationMessage.smsCodeRequired]);
  });

  it('change_phone: verify old, then bind a different, free phone', async () => {
    const u = await signInBySms(app, '13500000006');
    await signInBySms(app, '13500000007');
    clock.advance(61_000);
    const t = u.token;
    const put = (body: unknown) => call<TUser>(app, 'PUT', '/ixj_web/user/change_phone', { token: t, body });

    // sms_type 2 is only for the caller's own phone; sms_type 3 only for a free, different phone.
    const wrongOld = await call(app, 'POST', '/ixj_web/user/request_sms_code', {
      token: t,
      body: { phone: '13500000008', sms_type: 2 },
    });
    expect([wrongOld.status, wrongOld.msg]).toEqual([Status.VALIDATION, AccountMessage.phoneNotCurrent]);
    const noAuth = await call(app, 'POST', '/ixj_web/user/request_sms_code', {
      body: { phone: '13500000006', sms_type: 2 },
    });
    expect(noAuth.status).toBe(Status.TOKEN_INVALID);
    const same = await call(app, 'POST', '/ixj_web/user/request_sms_code', {
      token: t,
      body: { phone: '13500000006', sms_type: 3 },
    });
    expect([same.status, same.msg]).toEqual([Status.VALIDATION, ValidationMessage.newPhoneSame]);
    const taken = await call(app, 'POST', '/ixj_web/user/request_sms_code', {
      token: t,
      body: { phone: '13500000007', sms_type: 3 },
    });
    expect([taken.status, taken.msg]).toEqual([Status.CONFLICT, AccountMessage.phoneTaken]);

    // Step 2 before step 1 is refused.
    const newCode = await smsCode(app, '13500000008', 3, t);
    const early = await put({ opt_type: 2, phone: '13500000008', sms_code: newCode });
    expect([early.status, early.msg]).toEqual([Status.VALIDATION, AccountMessage.verifyOldPhoneFirst]);
    const sameBind = await put({ opt_type: 2, phone: '13500000006', sms_code: '123456' });
    expect([sameBind.status, sameBind.msg]).toEqual([Status.VALIDATION, ValidationMessage.newPhoneSame]);

    const oldCode = await smsCode(app, '13500000006', 2, t);
    const notMine = await put({ opt_type: 1, phone: '13500000007', sms_code: oldCode });
    expect(notMine.msg).toBe(AccountMessage.phoneNotCurrent);
    expect((await put({ opt_type: 1, phone: '13500000006', sms_code: oldCode })).status).toBe(0);
    const takenBind = await put({ opt_type: 2, phone: '13500000007', sms_code: '123456' });
    expect([takenBind.status, takenBind.msg]).toEqual([Status.CONFLICT, AccountMessage.phoneTaken]);
    const bound = await put({ opt_type: 2, phone: '13500000008', sms_code: newCode });
    expect(bound.status).toBe(0);
    expect(bound.data.phone).toBe('13500000008');
    const phone = await call<{ phone: string; masked: string }>(app, 'GET', '/ixj_web/user/get_my_phone', {
      token: t,
    });
    expect(phone.data).toMatchObject({ phone: '13500000008', masked: '135****0008' });
    const bad = await put({ opt_type: 3, phone: '13500000008', sms_code: '123456' });
    expect([bad.status, bad.msg]).toEqual([Status.VALIDATION, 'opt_type 必须为 1 或 2']);
  });

  it('update_user changes name, sex and avatar with validation', async () => {
    const u = await signInBySms(app, '13500000009');
    const put = (body: unknown) =>
      call<TUser>(app, 'PUT', '/ixj_web/user/update_user', { token: u.token, body });
    const res = await put({ name: '  编剧小王 ', sex: 2, avatar: '/files/a.webp' });
    expect(res.data).toMatchObject({ name: '编剧小王', sex: 2, avatar: '/files/a.webp' });
    expect((await put({ sex: '1' })).data.sex).toBe(1);
    for (const [body, msg] of [
      [{}, '请至少修改一项资料'],
      [{ name: ' ' }, '昵称不能为空'],
      [{ name: '字'.repeat(21) }, '昵称不能超过20个字'],
      [{ sex: 3 }, '性别取值必须为 0、1 或 2'],
      [{ avatar: 'javascript:alert(1)' }, '头像地址不合法'],
    ] as const) {
      const r = await put(body);
      expect([r.status, r.msg]).toEqual([Status.VALIDATION, msg]);
    }
    expect((await put({ avatar: '' })).data.avatar).toBe('');
  });
});
