import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountLimits, AccountMessage, Status, type TSmsCodeSent } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { fakeClock } from '../../../test/clock';
import { call } from '../../../test/inject';
import { smsCode } from '../testing';

const request = (app: FastifyInstance, phone: string, ip: string, smsType = 0) =>
  call<TSmsCodeSent & { resend_after: number }>(app, 'POST', '/ixj_web/user/request_sms_code', {
    body: { phone, sms_type: smsType },
    ip,
  });
const smsLogin = (app: FastifyInstance, phone: string, code: string) =>
  call(app, 'POST', '/ixj_web/user/login', { body: { login_type: 2, phone, sms_code: code } });
const outbox = (app: FastifyInstance, phone: string) =>
  call<{ phone: string; code: string }>(app, 'GET', '/dev/sms_outbox', { query: { phone } });

describe('SMS codes (console provider)', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  beforeAll(async () => {
    app = await createTestApp();
    clock = fakeClock(app);
  });
  afterAll(async () => app.close());

  it('issues a 6-digit code readable in the dev outbox', async () => {
    const res = await request(app, '13400000001', '10.0.0.1');
    expect(res).toMatchObject({ status: 0, data: { resend_after: 60, expire_in: 300 } });
    const box = await outbox(app, '13400000001');
    expect(box.status).toBe(0);
    expect(box.data.phone).toBe('13400000001');
    expect(box.data.code).toMatch(/^\d{6}$/);
    expect((await outbox(app, '13400000099')).status).toBe(Status.NOT_FOUND);
  });

  it('validates phone and sms_type with the exact messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ sms_type: 0 }, '请输入手机号'],
      [{ phone: '1340000000', sms_type: 0 }, '手机号格式错误'],
      [{ phone: '134000000012', sms_type: 0 }, '请输入11位手机号'],
      [{ phone: '13400000001', sms_type: 4 }, 'sms_type 必须为 0-3'],
      [{ phone: '13400000001', sms_type: 'x' }, 'sms_type 必须为 0-3'],
    ];
    for (const [body, msg] of cases) {
      const res = await call(app, 'POST', '/ixj_web/user/request_sms_code', { body });
      expect([res.status, res.msg]).toEqual([Status.VALIDATION, msg]);
    }
  });

  it('one code per phone per 60 s, saying how many seconds remain', async () => {
    expect((await request(app, '13400000002', '10.0.0.2')).status).toBe(0);
    clock.advance(18_000);
    const early = await request(app, '13400000002', '10.0.0.3');
    expect(early.status).toBe(Status.SMS_TOO_FREQUENT);
    expect(early.msg).toBe('请在 42 秒后再获取验证码');
    expect(early.data).toEqual({ resend_after: 42 });
    clock.advance(42_000);
    expect((await request(app, '13400000002', '10.0.0.2')).status).toBe(0);
  });

  it('caps a phone at 5 codes an hour and an IP at 20', async () => {
    const phone = '13400000003';
    for (let i = 0; i < AccountLimits.smsHourlyCapPerPhone; i++) {
      expect((await request(app, phone, `10.1.0.${i}`)).status).toBe(0);
      clock.advance(61_000);
    }
    const capped = await request(app, phone, '10.1.0.99');
    expect([capped.status, capped.msg]).toEqual([Status.SMS_TOO_FREQUENT, AccountMessage.smsPhoneHourlyCap]);
    expect(capped.data.resend_after).toBe(3600 - 5 * 61);
    clock.advance(3600_000);
    expect((await request(app, phone, '10.1.0.99')).status).toBe(0);

    for (let i = 0; i < AccountLimits.smsHourlyCapPerIp; i++) {
      expect((await request(app, `1340001${String(i).padStart(4, '0')}`, '10.2.0.1')).status).toBe(0);
    }
    const ipCapped = await request(app, '13400019999', '10.2.0.1');
    expect([ipCapped.status, ipCapped.msg]).toEqual([Status.SMS_TOO_FREQUENT, AccountMessage.smsIpHourlyCap]);
    expect((await request(app, '13400019999', '10.2.0.2')).status).toBe(0);
  });

  it('a code dies after 5 wrong tries', async () => {
    const phone = '13400000004';
    const code = await smsCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await smsLogin(app, phone, wrong)).msg).toBe(AccountMessage.smsCodeWrong);
    }
    expect((await smsLogin(app, phone, wrong)).msg).toBe(AccountMessage.smsCodeDead);
    const res = await smsLogin(app, phone, code);
    expect([res.status, res.msg]).toEqual([Status.LOGIN_FAILED, AccountMessage.smsCodeMissing]);
  });

  it('a code expires after 5 minutes, is single use, and a newer code supersedes an older one', async () => {
    const phone = '13400000005';
    const code = await smsCode(app, phone);
    clock.advance(300_001);
    expect((await smsLogin(app, phone, code)).msg).toBe(AccountMessage.smsCodeExpired);

    const first = await smsCode(app, phone);
    clock.advance(61_000);
    const second = await smsCode(app, phone);
    if (first !== second) expect((await smsLogin(app, phone, first)).status).toBe(Status.LOGIN_FAILED);
    expect((await smsLogin(app, phone, second)).status).toBe(0);
    expect((await smsLogin(app, phone, second)).status).toBe(Status.LOGIN_FAILED);
  });

  it('stores codes hashed, never in clear', async () => {
    const phone = '13400000006';
    const code = await smsCode(app, phone);
    const rows = await app.database.db.query.smsCodes.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);
  });
});

describe('SMS dev outbox availability', () => {
  it('does not exist in production or with the HTTP provider', async () => {
    for (const overrides of [
      { NODE_ENV: 'production' },
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/none' },
    ] as const) {
      const app = await createTestApp(overrides);
      try {
        const res = await app.inject({ method: 'GET', url: '/dev/sms_outbox?phone=13400000001' });
        expect(res.statusCode).toBe(404);
      } finally {
        await app.close();
      }
    }
  }, 180_000);
});

describe('SMS HTTP gateway provider', () => {
  const received: Array<{ auth: string | undefined; body: Record<string, unknown> }> = [];
  let failNext = false;
  let server: http.Server;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(failNext ? 502 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: !failNext }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    app = await createTestApp({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
      SMS_HTTP_TOKEN: 'gateway-secret',
      SMS_HTTP_TEMPLATE: 'SMS_LOGIN',
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts {phone, code, template} with the bearer token, and the code signs in', async () => {
    const res = await request(app, '13400000010', '10.3.0.1');
    expect(res.status).toBe(0);
    const sent = received.at(-1);
    expect(sent?.auth).toBe('Bearer gateway-secret');
    expect(sent?.body).toMatchObject({ phone: '13400000010', template: 'SMS_LOGIN', sms_type: 0 });
    const code = String(sent?.body.code);
    expect(code).toMatch(/^\d{6}$/);
    expect((await smsLogin(app, '13400000010', code)).status).toBe(0);
  });

  it('a non-2xx answer becomes a Chinese error and does not count against the resend window', async () => {
    failNext = true;
    const res = await request(app, '13400000011', '10.3.0.2');
    expect([res.status, res.msg]).toEqual([Status.SERVER_ERROR, '短信发送失败，请稍后重试']);
    failNext = false;
    expect((await request(app, '13400000011', '10.3.0.2')).status).toBe(0);
  });
});
