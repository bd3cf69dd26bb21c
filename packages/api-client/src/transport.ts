import {
  type CallDef,
  ClientStatus,
  HttpFailureMessage,
  Status,
  StatusMessage,
  type TCallData,
  type TCallInput,
} from '@juzuo/schemas';
import { applyCatalogue, type CatalogueOptions } from './catalogue';
import { ApiError } from './errors';
import type { ApiEventBus } from './events';
import type { ServiceHosts, ServiceName } from './hosts';
import type { Session } from './session';
import { type TimeoutKind, timeoutFor } from './timeouts';

/** HTTP methods the product's calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A query value; arrays repeat the key (?ids=1&ids=2), null/undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** One call as a service file describes it. */
export interface RequestSpec {
  service: ServiceName;
  method: HttpMethod;
  /** Path starting with '/', e.g. '/ixj_web/user/login'. */
  path: string;
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON (or urlencoded with `form`); FormData as multipart. */
  body?: object | FormData;
  /** Send a plain-object body as application/x-www-form-urlencoded. */
  form?: boolean;
  /** Timeout class; the service host decides when omitted. */
  timeout?: TimeoutKind;
  /** 'blob' for binary answers (exports); an error still arrives as a JSON envelope. */
  responseType?: 'json' | 'blob';
  /** Use this token instead of the session's (logout sends the old one after clearing). */
  token?: string | null;
  /** The refresh call itself must not schedule another refresh. */
  skipRefresh?: boolean;
}

/** Options every typed call accepts as its last argument. */
export interface CallOptions extends CatalogueOptions {
  /** Statuses resolved as success (data returned), e.g. [6001] for document updates. */
  tolerate?: readonly number[];
  /** Overrides the timeout in ms. */
  timeoutMs?: number;
  /** Caller's cancellation; an aborted call rejects with the AbortError and emits nothing. */
  signal?: AbortSignal;
  /** Extra request headers a call needs (role chat's Instance-Id); they never replace the identity ones. */
  headers?: Readonly<Record<string, string>>;
}

/** Everything the transport needs from the client. */
export interface TransportContext {
  hosts: ServiceHosts;
  session: Session;
  bus: ApiEventBus;
  fetch: typeof fetch;
  /** Called after any envelope arrived while signed in (token refresh hook). */
  onResponse?: () => void;
}

/** Performs typed calls: builds the request, enforces the timeout, applies the error catalogue. */
export interface Transport {
  request<T>(spec: RequestSpec, opts?: CallOptions): Promise<T>;
  /**
   * Makes a call through its definition: service, method and path from it, GET input as the query
   * and other input as the body (a FormData for multipart calls), its tolerated statuses as success.
   */
  call<D extends CallDef>(
    def: D,
    input?: TCallInput<D> | FormData,
    opts?: CallOptions,
  ): Promise<TCallData<D>>;
}

/** The request a call definition and its input make. */
export function callRequest(def: CallDef, input: object | FormData | undefined): RequestSpec {
  const fields = input ?? {};
  return {
    service: def.service,
    method: def.method,
    path: def.path,
    ...(def.method === 'GET' ? { query: fields as Record<string, QueryValue> } : { body: fields }),
    ...(def.body === 'form' ? { form: true } : {}),
    ...(def.answer === 'binary' ? { responseType: 'blob' as const } : {}),
    ...(def.timeout ? { timeout: def.timeout } : {}),
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

const isFormData = (v: unknown): v is FormData => typeof FormData !== 'undefined' && v instanceof FormData;

function buildUrl(base: string, path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

/** Creates the transport over the given context. */
export function createTransport(ctx: TransportContext): Transport {
  const fail = (err: ApiError, requestToken: string | null, opts: CallOptions): never => {
    throw applyCatalogue(err, { bus: ctx.bus, session: ctx.session, requestToken }, opts);
  };
  const httpFailure = (
    status: number,
    message: string,
    httpStatus: number | undefined,
    opts: CallOptions,
  ) => {
    // HTTP-level failures carry fixed messages (spec 01 section 8) and never touch the session.
    if (!opts.silent) ctx.bus.emit({ type: 'toast', level: 'error', message });
    return new ApiError(status, message, null, httpStatus);
  };

  async function request<T>(spec: RequestSpec, opts: CallOptions = {}): Promise<T> {
    const state = ctx.session.get();
    // The workflow-graph image service is a third-party style host: it gets no identity at all.
    const bare = spec.service === 'workflowImage';
    const token = bare ? null : spec.token !== undefined ? spec.token : state.token;
    const ids: Record<string, string> = {};
    if (!bare && state.userId) ids.user_id = state.userId;
    if (!bare && state.teamId) ids.team_id = state.teamId;

    const headers: Record<string, string> = { Accept: 'application/json' };
    for (const [name, value] of Object.entries(opts.headers ?? {})) {
      if (!/^(authorization|device_id|accept)$/i.test(name)) headers[name] = value;
    }
    if (!bare) {
      if (token) headers.Authorization = `Bearer ${token}`;
      headers.device_id = ctx.session.deviceId();
    }

    // user_id/team_id travel for compatibility only; explicit values given by the call win.
    const query: Record<string, QueryValue> = { ...spec.query };
    let body: BodyInit | undefined;
    if (spec.method === 'GET' || spec.method === 'DELETE') {
      for (const [k, v] of Object.entries(ids)) if (query[k] === undefined) query[k] = v;
    }
    if (spec.method === 'POST' || spec.method === 'PUT' || (spec.body && spec.method === 'DELETE')) {
      if (isFormData(spec.body)) {
        for (const [k, v] of Object.entries(ids)) if (!spec.body.has(k)) spec.body.append(k, v);
        body = spec.body;
      } else if (spec.body === undefined || isPlainObject(spec.body)) {
        const merged: Record<string, unknown> = { ...ids, ...(spec.body as Record<string, unknown>) };
        if (spec.form) {
          const params = new URLSearchParams();
          for (const [k, v] of Object.entries(merged))
            if (v !== undefined && v !== null) params.append(k, String(v));
          body = params;
        } else {
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(merged);
        }
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(spec.body);
      }
    }

    const url = buildUrl(ctx.hosts[spec.service], spec.path, query);
    const timeoutMs = opts.timeoutMs ?? timeoutFor(spec.service, spec.timeout);
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeoutMs === null
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);
    const onCallerAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) controller.abort(opts.signal.reason);
    else opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    let payload: unknown;
    let blob: Blob | undefined;
    try {
      try {
        response = await ctx.fetch(url, { method: spec.method, headers, body, signal: controller.signal });
        const type = response.headers.get('content-type') ?? '';
        if (spec.responseType === 'blob' && response.ok && !type.includes('application/json')) {
          blob = await response.blob();
        } else {
          const text = await response.text();
          try {
            payload = text ? JSON.parse(text) : undefined;
          } catch {
            payload = undefined;
          }
        }
      } catch (e) {
        if (timedOut) {
          throw httpFailure(
            ClientStatus.TIMEOUT,
            StatusMessage[ClientStatus.TIMEOUT] as string,
            undefined,
            opts,
          );
        }
        if (opts.signal?.aborted) throw e;
        throw httpFailure(
          ClientStatus.NETWORK,
          StatusMessage[ClientStatus.NETWORK] as string,
          undefined,
          opts,
        );
      }
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    if (response.status === 404) {
      throw httpFailure(ClientStatus.HTTP_404, HttpFailureMessage.notFound, 404, opts);
    }
    const envelope =
      typeof payload === 'object' &&
      payload !== null &&
      typeof (payload as { status?: unknown }).status === 'number'
        ? (payload as { status: number; data?: unknown; msg?: unknown })
        : undefined;
    if (response.status === 500 || response.status === 502) {
      const status = envelope && envelope.status !== 0 ? envelope.status : Status.SERVER_ERROR;
      throw httpFailure(status, HttpFailureMessage.serverError, response.status, opts);
    }
    if (blob) {
      if (!spec.skipRefresh && token) ctx.onResponse?.();
      return blob as T;
    }
    if (!envelope) {
      // Not our API answering (an HTML fallback page, a proxy error): treat as a network fault.
      throw httpFailure(
        ClientStatus.NETWORK,
        StatusMessage[ClientStatus.NETWORK] as string,
        response.status,
        opts,
      );
    }
    if (!spec.skipRefresh && token && envelope.status !== Status.TOKEN_INVALID) ctx.onResponse?.();
    if (envelope.status === 0 || opts.tolerate?.includes(envelope.status)) return envelope.data as T;
    const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
    return fail(new ApiError(envelope.status, msg, envelope.data ?? null, response.status), token, opts);
  }

  const call = <D extends CallDef>(def: D, input?: TCallInput<D> | FormData, opts: CallOptions = {}) =>
    request<TCallData<D>>(callRequest(def, input as object | FormData | undefined), {
      ...opts,
      tolerate: [...(def.tolerate ?? []), ...(opts.tolerate ?? [])],
    });

  return { request, call };
}
