import { type CallDef, callId } from '@juzuo/schemas';
import { z } from 'zod';
import { AREA_TITLES } from './area-titles';

/** A JSON Schema object as the OpenAPI document embeds it. */
type JsonSchema = Record<string, unknown>;

/** An OpenAPI 3.1 document (kept loose: it is built here and only serialised). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; 'x-displayName': string }>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Requests are described as the
 * client sends them (`io: input`: before defaults and coercion), answers as the API produces them.
 * Parts JSON Schema cannot say (transforms, custom checks) become "any" instead of failing.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    return rest;
  } catch {
    return { description: '（该结构无法用 JSON Schema 描述）' };
  }
}

/** Query parameters of a call whose input is an object: one parameter per field. */
function queryParameters(schema: JsonSchema): unknown[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['status', 'data', 'msg'],
  properties: {
    status: { type: 'integer', description: '0 表示成功；非 0 为业务状态码' },
    data,
    msg: { type: 'string', description: '中文提示' },
  },
});

const bodyTypes: Record<NonNullable<CallDef['body']>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** The 200 answer of a call by its answer kind. */
function answerContent(def: CallDef): Record<string, unknown> {
  switch (def.answer ?? 'envelope') {
    case 'envelope':
      return { 'application/json': { schema: envelope(jsonSchema(def.output, 'output')) } };
    case 'json':
      return { 'application/json': { schema: jsonSchema(def.output, 'output') } };
    case 'binary':
      return {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      };
    case 'sse':
      return { 'text/event-stream': { schema: { type: 'string' } } };
    case 'html':
      return { 'text/html': { schema: { type: 'string' } } };
  }
}

/** One operation of the document. */
function operation(def: CallDef): Record<string, unknown> {
  const input = jsonSchema(def.input, 'input');
  const inQuery = def.method === 'GET' || def.body === 'multipart';
  const op: Record<string, unknown> = {
    operationId: callId(def)
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_|_$/g, ''),
    summary: def.summary,
    tags: [def.area],
    'x-service': def.service,
    responses: {
      '200': { description: '成功或业务错误（见 status）', content: answerContent(def) },
      '4XX': {
        description: '请求格式错误、未登录或超出频率限制',
        content: { 'application/json': { schema: envelope({}) } },
      },
    },
  };
  if (def.auth === 'user') op.security = [{ bearer: [] }];
  else if (def.auth === 'optional') op.security = [{}, { bearer: [] }];
  else if (def.auth === 'internal') op.security = [{ internalSecret: [] }];
  else op.security = [];
  if (inQuery || def.method === 'DELETE') op.parameters = queryParameters(input);
  if (!inQuery || def.body === 'multipart') {
    const type = bodyTypes[def.body ?? 'json'];
    op.requestBody = { required: def.method !== 'DELETE', content: { [type]: { schema: input } } };
  }
  if (def.tolerate?.length) op['x-success-statuses'] = [0, ...def.tolerate];
  if (def.invalidates?.length) op['x-invalidates'] = def.invalidates;
  return op;
}

/** A route path in OpenAPI's templating: `:id` becomes `{id}`, a trailing `*` becomes `{path}`. */
export const openApiPath = (path: string): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

/** Builds the OpenAPI 3.1 document of the given calls (the ones the API registered). */
export function buildOpenApiDocument(calls: readonly CallDef[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const def of calls) {
    const path = openApiPath(def.path);
    const entry = paths[path] ?? {};
    entry[def.method.toLowerCase()] = operation(def);
    paths[path] = entry;
  }
  const tags = [...new Set(calls.map((c) => c.area))]
    .sort()
    .map((name) => ({ name, 'x-displayName': AREA_TITLES[name] ?? name }));
  return {
    openapi: '3.1.0',
    info: {
      title: '剧作台 API',
      version,
      description:
        '剧作台的全部接口。成功与业务错误都以 {status, data, msg} 返回（status 0 为成功）；' +
        '登录后的请求携带 Authorization: Bearer <token> 与 device_id 头。',
    },
    tags,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: '登录返回的 token' },
        internalSecret: {
          type: 'apiKey',
          in: 'header',
          name: 'x-internal-secret',
          description: '协作中继专用',
        },
      },
    },
  };
}
