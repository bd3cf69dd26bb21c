import type { z } from 'zod';
import type { TServiceHost } from '../service-hosts';

/** HTTP methods the product's calls use. */
export type TCallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call: `user` needs a valid bearer token, `optional` reads one when sent, `public`
 * needs nothing, `internal` is for the relay and carries the process's internal secret.
 */
export type TCallAuth = 'user' | 'optional' | 'public' | 'internal';

/** How the request's fields travel: JSON (default), an urlencoded form, or a multipart upload. */
export type TCallBody = 'json' | 'form' | 'multipart';

/**
 * What comes back: the JSON envelope (default), raw JSON without the envelope (the OpenAPI
 * document itself), a file download, a server-sent event stream, or an HTML page.
 */
export type TCallAnswer = 'envelope' | 'json' | 'binary' | 'sse' | 'html';

/**
 * One call of the product, defined once: the API registers its route from it (validation in the
 * route options), the API client sends it, SWR keys and invalidation derive from it, the OpenAPI
 * document describes it, and tests call through it. `grep <path>` finds all of them.
 */
export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: TCallMethod;
  /** The literal path, e.g. '/ixj_web/project/doc/add'. */
  path: string;
  /** The service host the web client sends it to (spec 01 section 7.1). */
  service: TServiceHost;
  /** Spec area it belongs to (account, team, works, docs ...): the OpenAPI tag. */
  area: string;
  /** One line in Chinese for the reference page. */
  summary: string;
  auth: TCallAuth;
  /**
   * The request: GET reads the query; POST and PUT the body; DELETE the query and body merged
   * (older clients send either). Multipart calls describe their text fields here.
   */
  input: I;
  /** The envelope's `data` on success (or the whole answer when `answer` is 'json'). */
  output: O;
  body?: TCallBody;
  answer?: TCallAnswer;
  /** Paths of GET calls whose answers this call makes stale (the client revalidates them). */
  invalidates?: readonly string[];
  /** Non-zero statuses that still mean success for the client (6001 on document saves). */
  tolerate?: readonly number[];
  /** The client's timeout class when the default is too short (uploads 300 s, exports). */
  timeout?: 'upload' | 'export';
}

/** Defines a call; `const` keeps the literal path and the exact schemas in the type. */
export const defineCall = <const D extends CallDef>(def: D): D => def;

/** What a client sends (before defaults and coercion). */
export type TCallInput<D extends CallDef> = z.input<D['input']>;
/** What a handler receives after validation. */
export type TCallParsed<D extends CallDef> = z.output<D['input']>;
/** What a successful call answers in `data`. */
export type TCallData<D extends CallDef> = z.output<D['output']>;

/** True for a value made by defineCall (used to collect an area module's calls). */
export function isCallDef(value: unknown): value is CallDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CallDef).path === 'string' &&
    typeof (value as CallDef).method === 'string' &&
    'input' in value &&
    'output' in value
  );
}

/** `METHOD path`, the identity of a call. */
export const callId = (def: Pick<CallDef, 'method' | 'path'>): string => `${def.method} ${def.path}`;
