import type { ResponseFormat } from '../engines/openai/types';

/** A json_schema response_format (strict) for a task's answer object. */
export const jsonAnswer = (name: string, properties: Record<string, unknown>): ResponseFormat => ({
  type: 'json_schema',
  json_schema: {
    name,
    strict: true,
    schema: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
  },
});

/** A list of objects with string fields. */
export const listOf = (fields: string[]) => ({
  type: 'array',
  items: {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])),
    required: fields,
    additionalProperties: false,
  },
});
