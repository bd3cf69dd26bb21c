import type { TEnvelope } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Methods the API's calls use. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
  method: CallMethod,
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
  const answer = res.json() as TEnvelope<T>;
  checkContract(app, method, url, answer);
  return { ...answer, httpStatus: res.statusCode };
}

/**
 * Every successful answer a test sees is checked against its call's output schema (found by method
 * and path among the registered calls), so no answer can drift from its OpenAPI description.
 */
function checkContract(app: FastifyInstance, method: CallMethod, url: string, answer: TEnvelope<unknown>) {
  const path = url.split('?')[0];
  const def = app.calls?.find((c) => c.method === method && c.path === path);
  if (!def || (def.answer ?? 'envelope') !== 'envelope') return;
  if (answer.status !== 0 && !(def.tolerate ?? []).includes(answer.status)) return;
  const checked = def.output.safeParse(answer.data);
  expect(
    checked.success ? null : checked.error.issues,
    `${method} ${path} answer matches its output schema`,
  ).toBeNull();
}

/** Calls and expects status 0; returns data. */
export async function okCall<T = unknown>(
  app: FastifyInstance,
  method: CallMethod,
  url: string,
  opts: CallOptions,
): Promise<T> {
  const res = await call<T>(app, method, url, opts);
  expect([res.status, res.msg], `${method} ${url}`).toEqual([0, expect.anything()]);
  return res.data;
}

/** Any call as the given token's user, answering the envelope (status not checked). */
export const raw = <T = unknown>(
  app: FastifyInstance,
  method: CallMethod,
  url: string,
  token: string,
  payload: { body?: unknown; query?: Record<string, string> } = {},
): Promise<TEnvelope<T>> => call<T>(app, method, url, { token, ...payload });
