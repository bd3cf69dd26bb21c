import { Status, teamInvitationInfo, teamJoin } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef } from '../../test/call';
import { call } from '../../test/inject';
import { signInBySms } from './testing';

/** Sends n cheap (invalid) requests from one IP and returns the statuses. */
async function burst(app: FastifyInstance, url: string, n: number, ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++)
    statuses.push((await call(app, url.includes('set') ? 'PUT' : 'POST', url, { body: {}, ip })).status);
  return statuses;
}

describe('per-IP rate limits on sign-in and SMS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('login allows 60 a minute per IP, request_sms_code 30; other IPs are unaffected', async () => {
    const login = await burst(app, '/ixj_web/user/login', 61, '10.5.0.1');
    expect(login.slice(0, 60).every((s) => s === Status.VALIDATION)).toBe(true);
    expect(login[60]).toBe(Status.RATE_LIMITED);
    const limited = await call(app, 'POST', '/ixj_web/user/login', { body: {}, ip: '10.5.0.1' });
    expect([limited.httpStatus, limited.msg]).toEqual([429, '操作过于频繁，请稍后再试']);
    expect((await call(app, 'POST', '/ixj_web/user/login', { body: {}, ip: '10.5.0.2' })).status).toBe(
      Status.VALIDATION,
    );
    const sms = await burst(app, '/ixj_web/user/request_sms_code', 31, '10.5.0.3');
    expect(sms[29]).toBe(Status.VALIDATION);
    expect(sms[30]).toBe(Status.RATE_LIMITED);
  });
});

// Issue 9 item 9: invitation codes could be guessed at full speed (join_team, and the info call that
// answers the same question).
describe('per-IP rate limits on invitation codes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('join_team and get_team_invitation_info allow 30 guesses a minute per IP', async () => {
    const { token } = await signInBySms(app, '13800000071');
    const guesses = [
      (ip: string, i: number) => callDef(app, teamJoin, { token, input: { code: `guess${i}` }, ip }),
      (ip: string, i: number) =>
        callDef(app, teamInvitationInfo, { token, input: { code: `guess${i}` }, ip }),
    ];
    for (const [n, guess] of guesses.entries()) {
      const ip = `10.71.${n}.1`;
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await guess(ip, i)).status);
      expect(statuses.slice(0, 30).every((s) => s === Status.NOT_FOUND)).toBe(true);
      expect(statuses[30]).toBe(Status.RATE_LIMITED);
      expect((await guess(`10.71.${n}.2`, 99)).status).toBe(Status.NOT_FOUND);
    }
  });
});

describe('DISABLE_RATE_LIMIT', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ DISABLE_RATE_LIMIT: '1' });
  });
  afterAll(async () => app.close());

  it('DISABLE_RATE_LIMIT=1 turns them off', async () => {
    const login = await burst(app, '/ixj_web/user/login', 70, '10.5.0.4');
    expect(login.every((s) => s === Status.VALIDATION)).toBe(true);
    // The per-IP hourly SMS cap is lifted too (per-phone rules stay).
    for (let i = 0; i < 22; i++) {
      const phone = `1310000${String(i).padStart(4, '0')}`;
      const res = await call(app, 'POST', '/ixj_web/user/request_sms_code', {
        body: { phone, sms_type: 0 },
        ip: '10.5.0.5',
      });
      expect(res.status).toBe(0);
    }
  });
});

describe('X-Forwarded-For and TRUST_PROXY', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('a forged X-Forwarded-For does not reset the per-IP limit when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/ixj_web/user/login',
        payload: {},
        remoteAddress: '10.6.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.json().status);
    }
    expect(statuses[59]).toBe(Status.VALIDATION);
    expect(statuses[60]).toBe(Status.RATE_LIMITED);
  });
});

describe('TRUST_PROXY=true', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => app.close());

  it('behind a trusted proxy each forwarded client has its own limit', async () => {
    const send = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/ixj_web/user/login',
        payload: {},
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 60; i++) await send('198.51.100.1');
    expect((await send('198.51.100.1')).json().status).toBe(Status.RATE_LIMITED);
    expect((await send('198.51.100.2')).json().status).toBe(Status.VALIDATION);
  });
});
