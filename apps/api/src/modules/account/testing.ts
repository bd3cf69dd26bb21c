import type { TEnvelope, TLoginResult } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';

/** Options of one API call in a test. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  /** Client IP, set as the socket's remote address (no proxy is trusted by default). */
  ip?: string;
  headers?: Record<string, string>;
}

/** Calls the API through inject and returns the envelope (any HTTP status). */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: CallOptions = {},
): Promise<TEnvelope<T> & { httpStatus: number }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.inject({
    method,
    url,
    query: opts.query,
    headers,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  return { ...(res.json() as TEnvelope<T>), httpStatus: res.statusCode };
}

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

/** Freezes the app clock at its current time (fake or real); returns how to move it. */
export function fakeClock(app: FastifyInstance): { advance(ms: number): void; now(): number } {
  let t = app.clock.now();
  app.clock.now = () => t;
  return {
    advance: (ms) => {
      t += ms;
    },
    now: () => t,
  };
}
