import fc from 'fast-check';

/** A JSON Schema node as the OpenAPI document embeds it (only the keywords the generator reads). */
export interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  const?: unknown;
}

/**
 * Known ids by field name (`project_id` -> the works of every team, `user_id` -> every cast member
 * ...). A generated id field mostly takes one of them, so fuzzed calls reach real rows, including
 * the other teams' rows, instead of failing every lookup.
 */
export type IdPool = Record<string, readonly string[]>;

/** Plain text users type: Chinese, ASCII letters and digits, a few punctuation marks. */
const friendlyChar = fc.oneof(
  fc.constantFrom(...'剧作台长安十二时辰林秋你来了的一二三'),
  fc.constantFrom(...'abcXYZ0189_-'),
  fc.constantFrom(' ', '，', '。', '！', '#'),
);

function friendlyString(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .array(friendlyChar, { minLength: min, maxLength: Math.max(min, Math.min(max, 24)) })
    .map((chars) => chars.join(''));
}

/** Strings for fields with a pattern: the pattern's own strings when fast-check can build them. */
function patternString(pattern: string, min: number, max: number): fc.Arbitrary<string> {
  // Lookaheads (the password rule) are beyond stringMatching; a fixed sample stands in for them.
  if (pattern.includes('(?=')) return fc.constantFrom('abc12345', 'Juzuo2024x');
  try {
    return fc
      .stringMatching(new RegExp(pattern), { size: 'small' })
      .filter((s) => s.length >= min && s.length <= max);
  } catch {
    return friendlyString(min, max);
  }
}

function stringFor(name: string, node: SchemaNode, pool: IdPool): fc.Arbitrary<string> {
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? 200;
  const own = node.pattern ? patternString(node.pattern, min, max) : friendlyString(min, max);
  const known = pool[name] ?? pool[name.replace(/s$/, '')] ?? [];
  return known.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, own) : own;
}

function numberFor(node: SchemaNode, integer: boolean): fc.Arbitrary<number> {
  const min = node.minimum ?? -1000;
  const max = node.maximum ?? 1_000_000;
  // Small values are the interesting ones (flags, pages, types); the edges come from mutations.
  const top = Math.min(max, min + 200);
  return integer
    ? fc.integer({ min, max: top })
    : fc.oneof(fc.integer({ min, max: top }), fc.double({ min, max: top, noNaN: true }));
}

/** An arbitrary of values valid for `node` (as far as JSON Schema says), field name `name`. */
export function valueFor(
  name: string,
  node: SchemaNode | undefined,
  pool: IdPool,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!node || depth > 4) return fc.oneof(friendlyString(1, 10), fc.integer({ min: 0, max: 100 }));
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum?.length) return fc.constantFrom(...node.enum);
  const variants = node.anyOf ?? node.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(name, v, pool, depth + 1)));
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => valueFor(name, { ...node, type }, pool, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringFor(name, node, pool);
    case 'integer':
      return numberFor(node, true);
    case 'number':
      return numberFor(node, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(name, node.items, pool, depth + 1), {
        maxLength: Math.min(node.maxItems ?? 5, 5),
      });
    case 'object':
      return objectFor(node, pool, depth);
    default:
      // `{}` (any value): an id when the name says so, else a short string or number.
      return pool[name]?.length
        ? stringFor(name, { type: 'string' }, pool)
        : valueFor(name, undefined, pool, depth + 1);
  }
}

/** An object with every required field and some of the optional ones. */
export function objectFor(node: SchemaNode, pool: IdPool, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = node.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) model[key] = valueFor(key, child, pool, depth + 1);
  return fc.record(model, { requiredKeys: (node.required ?? []).filter((k) => k in model) });
}
