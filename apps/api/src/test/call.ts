import type { CallDef, TCallData, TCallInput, TEnvelope } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Who calls and with what, for a call made through its definition. */
export interface DefCallOptions<D extends CallDef> {
  token?: string;
  input?: TCallInput<D>;
  /** Client IP, set as the socket's remote address. */
  ip?: string;
  headers?: Record<string, string>;
}

/** Query values as inject wants them: arrays repeat the key, null/undefined are left out. */
function toQuery(input: Record<string, unknown>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    query[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
}

/**
 * Makes a call through its definition (method and path from it; GET input as the query, others
 * as the JSON body) and answers the envelope with the HTTP status, whatever the status.
 */
export async function callDef<D extends CallDef>(
  app: FastifyInstance,
  def: D,
  opts: DefCallOptions<D> = {},
): Promise<TEnvelope<TCallData<D>> & { httpStatus: number }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const input = (opts.input ?? {}) as Record<string, unknown>;
  const res = await app.inject({
    method: def.method,
    url: def.path,
    headers,
    ...(def.method === 'GET' ? { query: toQuery(input) } : { payload: input }),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  return { ...(res.json() as TEnvelope<TCallData<D>>), httpStatus: res.statusCode };
}

/**
 * Makes a call, expects success (status 0 or one the definition tolerates) and checks the answer's
 * data against the definition's output schema, so a response drifting from its contract fails.
 */
export async function okDef<D extends CallDef>(
  app: FastifyInstance,
  def: D,
  opts: DefCallOptions<D> = {},
): Promise<TCallData<D>> {
  const res = await callDef(app, def, opts);
  expect([res.status, res.msg], `${def.method} ${def.path}`).toEqual([
    expect.toSatisfy((s: number) => s === 0 || (def.tolerate ?? []).includes(s)),
    expect.anything(),
  ]);
  const checked = def.output.safeParse(res.data);
  expect(
    checked.success ? null : checked.error.issues,
    `${def.path} answer matches its output schema`,
  ).toBeNull();
  return res.data;
}
