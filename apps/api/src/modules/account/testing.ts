import type { TLoginResult } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/inject';

/** A distinct client IP per phone, so per-IP hourly caps do not couple unrelated tests. */
export const ipFor = (phone: string): string =>
  `10.9.${Number(phone.slice(-4, -2))}.${Number(phone.slice(-2))}`;

/** Requests an SMS code and reads it from the dev outbox (console provider). */
export async function smsCode(
  app: FastifyInstance,
  phone: string,
  smsType = 0,
  token?: string,
): Promise<string> {
  const sent = await call(app, 'POST', '/ixj_web/user/request_sms_code', {
    body: { phone, sms_type: smsType },
    token,
    ip: ipFor(phone),
  });
  if (sent.status !== 0) throw new Error(`request_sms_code failed: ${sent.status} ${sent.msg}`);
  const outbox = await call<{ code: string }>(app, 'GET', '/dev/sms_outbox', { query: { phone } });
  return outbox.data.code;
}

/** Signs in (creating the account on first use) by SMS and returns the login data. */
export async function signInBySms(app: FastifyInstance, phone: string): Promise<TLoginResult> {
  const code = await smsCode(app, phone);
  const res = await call<TLoginResult>(app, 'POST', '/ixj_web/user/login', {
    body: { login_type: 2, phone, sms_code: code },
  });
  if (res.status !== 0) throw new Error(`login failed: ${res.status} ${res.msg}`);
  return res.data;
}
