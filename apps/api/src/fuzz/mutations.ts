import type { FuzzOperation } from './operations';

/** One HTTP request the fuzz sends. */
export interface FuzzRequest {
  /** What was done to the valid call (for the report). */
  mutation: string;
  method: FuzzOperation['method'];
  /** Path and query string, exactly as sent (percent-encoding errors included). */
  url: string;
  headers: Record<string, string>;
  /** Raw body text or bytes; absent for none. */
  payload?: string | Buffer;
}

/** Which mutation to apply, and numbers that pick the field and the hostile value. */
export interface MutationChoice {
  kind: MutationKind;
  field: number;
  pick: number;
}

type Input = Record<string, unknown>;

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e反转',
  '%00',
  '%ff',
  "' or '1'='1' --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '{{7*7}}#{7*7}',
  '😀'.repeat(8),
  ' ',
  '',
  '\r\n\t',
  'constructor',
  '__proto__',
];
const HOSTILE_NUMBERS = [
  -1,
  -0.5,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_VALUE,
];
const WRONG_TYPES: unknown[] = [true, false, null, {}, [], 123, '123', [1, 2], { a: 1 }, [{}], 'true'];
/** Number-like query values JSON cannot carry. */
const QUERY_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '0x10',
  '1_000',
  '１２',
  '9'.repeat(400),
];
const MALFORMED_JSON = [
  '{"a":',
  '{',
  '[',
  'null',
  '"text"',
  '{"a":1}}',
  '\u0000',
  '{"a":"\\ud800"}',
  "{'a':1}",
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '[1,]',
  ' ',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/octet-stream',
  'image/png',
  'application/json, text/plain',
  'x'.repeat(300),
];
const ODD_QUERIES = [
  'a=1&a=2&a[b]=c',
  '__proto__[status]=0&constructor[prototype][x]=1',
  '%=%&%zz=1&=&&',
  `q=${'x'.repeat(10_000)}`,
  '%E0%A4%A',
  'x=%00&y=%ff%fe',
  `${'k'.repeat(2000)}=1`,
  'a=1;b=2',
];
const BAD_PATHS = [
  '%',
  '%ff',
  '%E0%A4%A',
  '%00',
  '%2e%2e%2f%2e%2e',
  '%u0041',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%%',
  '\u00e9',
];
const AUTH_HEADERS = [
  'Bearer',
  'Bearer ',
  'Basic YTpi',
  `Bearer ${'t'.repeat(2000)}`,
  'Bearer a b',
  'bearer\tx',
  'Token x',
];

/** Every mutation the fuzz knows; `valid` sends the generated call as it is. */
export const MUTATION_KINDS = [
  'valid',
  'missingField',
  'emptyInput',
  'wrongType',
  'arrayForObject',
  'hugeString',
  'hostileString',
  'hostileNumber',
  'queryNumber',
  'protoKeys',
  'forgedFields',
  'malformedJson',
  'wrongContentType',
  'oversizedBody',
  'oddQuery',
  'badPathEncoding',
  'duplicateKeys',
  'deepNesting',
  'oddAuthHeader',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** The fields a mutation may change: the ones the schema knows and the ones generated. */
export function fieldsOf(op: FuzzOperation, input: Input): string[] {
  const known = [
    ...Object.keys(op.query?.properties ?? {}),
    ...(op.body?.type === 'application/json' ? Object.keys(op.body.schema.properties ?? {}) : []),
  ];
  return [...new Set([...known, ...Object.keys(input)])];
}

/**
 * Picks of the boundary sweep: a NUL and a lone low surrogate appended to the field's valid value
 * (picks divisible by 3 append), so an id stays the real id plus one bad character.
 */
export const NUL_PICK = 0;
export const SURROGATE_PICK = 3;

/** A query string of an input: arrays repeat the key, objects go as JSON text. */
export function queryString(input: Input): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values)
      params.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return params.toString();
}

/** JSON text with a key inserted first, so `__proto__` arrives as a real own key of the text. */
const withRawKey = (input: Input, key: string, rawValue: string): string => {
  const rest = JSON.stringify(input).slice(1);
  return `{"${key}":${rawValue}${rest === '}' ? '' : ','}${rest}`;
};

/** Where the call's fields go: the query string (GET, multipart) or a JSON body. */
const inQuery = (op: FuzzOperation): boolean =>
  op.method === 'GET' || op.body?.type === 'multipart/form-data';

/**
 * Builds the request for a mutated call. `path` is the route path with its path parameters filled
 * in, `input` a valid-looking input generated from the schema.
 */
export function buildRequest(
  op: FuzzOperation,
  path: string,
  input: Input,
  choice: MutationChoice,
): FuzzRequest {
  const names = fieldsOf(op, input);
  // A route without fields still gets a made-up one, so every mutation has something to change.
  const field = names.length ? at(names, choice.field) : 'x';
  const send = (mutation: string, fields: Input, extra: Partial<FuzzRequest> = {}): FuzzRequest => {
    if (inQuery(op)) {
      const qs = queryString(fields);
      return { mutation, method: op.method, url: qs ? `${path}?${qs}` : path, headers: {}, ...extra };
    }
    return {
      mutation,
      method: op.method,
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(fields),
      ...extra,
    };
  };
  const raw = (
    mutation: string,
    payload: string | Buffer,
    contentType = 'application/json',
  ): FuzzRequest => ({
    mutation,
    method: op.method,
    url: inQuery(op) ? `${path}?${queryString(input)}` : path,
    headers: { 'content-type': contentType },
    payload,
  });
  const replaced = (value: unknown) => ({ ...input, [field]: value });

  switch (choice.kind) {
    case 'valid':
      return send('valid', input);
    case 'missingField': {
      const { [field]: _gone, ...rest } = input;
      return send(`missing ${field}`, rest);
    }
    case 'emptyInput':
      return send('empty input', {});
    case 'wrongType': {
      const value = at(WRONG_TYPES, choice.pick);
      return send(`${field} = ${JSON.stringify(value)}`, replaced(value));
    }
    case 'arrayForObject':
      return choice.pick % 2
        ? raw('array body', JSON.stringify([input]))
        : send(`${field} = [value]`, replaced([input[field] ?? 'x']));
    case 'hugeString': {
      const value = choice.pick % 2 ? 'x'.repeat(100_000) : '剧'.repeat(60_000);
      return send(`${field} = huge string`, replaced(value));
    }
    case 'hostileString': {
      const hostile = at(HOSTILE_STRINGS, choice.pick);
      const base = typeof input[field] === 'string' ? (input[field] as string) : '';
      const value = choice.pick % 3 === 0 ? `${base}${hostile}` : hostile;
      return send(`${field} = ${JSON.stringify(value)}`, replaced(value));
    }
    case 'hostileNumber': {
      const value = at(HOSTILE_NUMBERS, choice.pick);
      return send(`${field} = ${value}`, replaced(value));
    }
    case 'queryNumber': {
      const value = at(QUERY_NUMBERS, choice.pick);
      if (inQuery(op)) return send(`${field} = ${value.slice(0, 20)}`, replaced(value));
      // In a JSON body the same values go as literals, which makes the body malformed JSON.
      return raw(`${field} = literal ${value.slice(0, 20)}`, withRawKey({}, field, value));
    }
    case 'protoKeys': {
      const variants = [
        () => raw('__proto__ key', withRawKey(input, '__proto__', '{"status":0,"is_admin":true}')),
        () => raw('constructor.prototype key', withRawKey(input, 'constructor', '{"prototype":{"x":1}}')),
        () => send(`${field} = {__proto__}`, replaced(JSON.parse('{"__proto__":{"x":1}}'))),
        () => raw('nested __proto__', withRawKey(input, field, '{"__proto__":{"polluted":1}}')),
      ];
      return at(variants, choice.pick)();
    }
    case 'forgedFields':
      return send('forged owner fields', {
        ...input,
        user_id: 'forged-user',
        creator_id: 'forged-user',
        is_admin: 1,
        status: 0,
        team_id: input.team_id ?? 'forged-team',
      });
    case 'malformedJson': {
      const text = at(MALFORMED_JSON, choice.pick);
      return raw(`malformed JSON ${JSON.stringify(text)}`, text);
    }
    case 'wrongContentType': {
      const type = at(CONTENT_TYPES, choice.pick);
      return raw(`content-type ${type.slice(0, 40)}`, JSON.stringify(input), type);
    }
    case 'oversizedBody':
      return raw('oversized body (2.2 MB)', JSON.stringify({ ...input, [field]: 'x'.repeat(2_300_000) }));
    case 'oddQuery': {
      const odd = at(ODD_QUERIES, choice.pick);
      const request = send(`odd query ${odd.slice(0, 30)}`, input);
      return { ...request, url: `${request.url}${request.url.includes('?') ? '&' : '?'}${odd}` };
    }
    case 'badPathEncoding': {
      const bad = at(BAD_PATHS, choice.pick);
      const request = send(`path + ${bad}`, input);
      const [p = '', q] = request.url.split('?');
      const url = choice.field % 2 ? `${p}${bad}` : `${p.replace(/\/[^/]*$/, '')}/${bad}`;
      return { ...request, url: q ? `${url}?${q}` : url };
    }
    case 'duplicateKeys':
      return raw(`duplicate ${field}`, withRawKey(input, field, JSON.stringify('dup')));
    case 'deepNesting': {
      const depth = choice.pick % 2 ? 10_000 : 2_000;
      const value = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      return raw(`${field} nested ${depth} deep`, withRawKey({}, field, value));
    }
    case 'oddAuthHeader': {
      const header = at(AUTH_HEADERS, choice.pick);
      const request = send(`authorization ${header.slice(0, 20)}`, input);
      return { ...request, headers: { ...request.headers, authorization: header } };
    }
  }
}
