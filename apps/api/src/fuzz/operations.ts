import type { SchemaNode } from './values';

/** One route as the OpenAPI document describes it: what the fuzz needs to call it. */
export interface FuzzOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI path, `{name}` for path parameters. */
  path: string;
  /** 'none' for public routes, 'internal' for the relay's secret-protected ones. */
  auth: 'none' | 'user' | 'optional' | 'internal';
  /** Input fields sent in the query string. */
  query: SchemaNode | null;
  /** The request body's schema and content type, when the route takes a body. */
  body: { type: string; schema: SchemaNode } | null;
  /** Content type of the 200 answer (`application/json` for the envelope). */
  answerType: string;
  /** Statuses besides 0 the route counts as success. */
  successStatuses: number[];
}

interface OpenApiOperation {
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: SchemaNode }>;
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-success-statuses'?: number[];
}

function authOf(op: OpenApiOperation): FuzzOperation['auth'] {
  const security = op.security ?? [];
  if (security.some((s) => 'internalSecret' in s)) return 'internal';
  if (security.some((s) => Object.keys(s).length === 0) && security.some((s) => 'bearer' in s))
    return 'optional';
  if (security.some((s) => 'bearer' in s)) return 'user';
  return 'none';
}

function queryOf(op: OpenApiOperation): SchemaNode | null {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  if (!params.length) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/** Every operation of an OpenAPI 3.1 document, in document order. */
export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [path, ops] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const [bodyType, bodyContent] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      out.push({
        method: method.toUpperCase() as FuzzOperation['method'],
        path,
        auth: authOf(op),
        query: queryOf(op),
        body: bodyType && bodyContent ? { type: bodyType, schema: bodyContent.schema } : null,
        answerType: Object.keys(op.responses?.['200']?.content ?? {})[0] ?? 'application/json',
        successStatuses: op['x-success-statuses'] ?? [0],
      });
    }
  }
  return out;
}
