import { SmsType, type TLoginResult, type TUser } from '@juzuo/schemas';

/** The envelope every JSON answer uses. */
interface Envelope<T> {
  status: number;
  data: T;
  msg: string;
}

/** A signed-in user as the tests hold it. */
export interface SignedIn {
  phone: string;
  token: string;
  expire: number;
  userId: string;
  user: TUser;
}

/** Body, bearer token and query of one call. */
export interface CallOptions {
  body?: unknown;
  token?: string;
  query?: Record<string, string>;
}

/** Calls the product's API the way a client does and returns `data`; throws on a non-zero status. */
export async function call<T>(
  origin: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: CallOptions = {},
): Promise<T> {
  const url = new URL(path, origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      device_id: 'e2e-harness',
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let env: Envelope<T>;
  try {
    env = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${path}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (env.status !== 0) throw new Error(`${method} ${path}: status ${env.status} ${env.msg}`);
  return env.data;
}

// Most files of a run share one product (global-setup.ts), so numbers must not repeat across files:
// each file counts up from its load time in ms (cycling every 2.8 h) times 100. Files load seconds
// apart, so their ranges never meet; 19x keeps clear of the fixed operator phones (13x).
// Phones are unique per run: the third digit is the Vitest worker (two story files run side by side,
// each worker with a counter of its own), the rest a per-run base plus the worker's counter.
const workerDigit = Number(process.env.VITEST_POOL_ID ?? 1) % 10;
const phoneBase = (Date.now() % 1_000_000) * 100;
let counter = 0;
/** A valid mainland mobile number no other file of the run uses. */
export function newPhone(): string {
  counter += 1;
  return `19${workerDigit}${String((phoneBase + counter) % 100_000_000).padStart(8, '0')}`;
}

/** Asks for an SMS code and reads it back from the console provider's dev outbox. */
export async function smsCode(
  origin: string,
  phone: string,
  smsType: number = SmsType.LOGIN,
): Promise<string> {
  await call(origin, 'POST', '/ixj_web/user/request_sms_code', { body: { phone, sms_type: smsType } });
  return readOutbox(origin, phone);
}

/** The last code the dev outbox holds for a phone. */
export async function readOutbox(origin: string, phone: string): Promise<string> {
  const data = await call<{ phone: string; code: string }>(origin, 'GET', '/dev/sms_outbox', {
    query: { phone },
  });
  return data.code;
}

/** Signs in by SMS (login_type 2), creating the account on first use. */
export async function signInBySms(origin: string, phone: string = newPhone()): Promise<SignedIn> {
  const code = await smsCode(origin, phone);
  const result = await call<TLoginResult>(origin, 'POST', '/ixj_web/user/login', {
    body: { login_type: 2, phone, sms_code: code },
  });
  return toSignedIn(phone, result);
}

/** Signs in with a password (login_type 1). */
export async function signInByPassword(origin: string, phone: string, password: string): Promise<SignedIn> {
  const result = await call<TLoginResult>(origin, 'POST', '/ixj_web/user/login', {
    body: { login_type: 1, phone, password },
  });
  return toSignedIn(phone, result);
}

/** Sets the signed-in user's password. */
export async function setPassword(origin: string, who: SignedIn, password: string): Promise<void> {
  await call(origin, 'PUT', '/ixj_web/user/set_password', { token: who.token, body: { password } });
}

/** The user behind a token, as the server sees it now. */
export function getMyInfo(origin: string, token: string): Promise<TUser> {
  return call<TUser>(origin, 'GET', '/ixj_web/user/get_my_info', { token });
}

function toSignedIn(phone: string, r: TLoginResult): SignedIn {
  return {
    phone,
    token: r.token,
    expire: r.expire,
    userId: String(r.user_id ?? r.user.user_id),
    user: r.user,
  };
}

/** Creates a team for the user (it becomes their current team). */
export async function createTeam(origin: string, who: SignedIn, teamName = '测试剧组'): Promise<string> {
  const data = await call<{ team_id: string }>(origin, 'POST', '/ixj_web/team/add', {
    token: who.token,
    body: { team_name: teamName },
  });
  return String(data.team_id);
}
