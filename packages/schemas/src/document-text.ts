import { z } from 'zod';

// Document content (the HTML or text of a script, novel chapter or idea) is never refused for the
// characters in it: a save must not fail because of one stray character. The characters PostgreSQL
// cannot hold are mapped instead, NUL dropped and a lone surrogate replaced by U+FFFD, the same way
// a browser's TextEncoder would write it. Every other text is refused at the boundary (unsafe-text.ts).

/** Schemas of fields that carry document content; the boundary's refusal of unsafe text skips them. */
export const documentTextSchemas = z.registry<{ kind: 'document' }>();

/** Document content made storable: NUL removed, lone surrogates become U+FFFD. */
export function cleanDocumentText(text: string): string {
  return text.replaceAll('\u0000', '').replace(/\p{Cs}/gu, '\ufffd');
}

/**
 * Marks a string schema as document content: its value is cleaned instead of refused. Apply it last
 * (after max and the like), so the registered schema is the one the field uses.
 */
export function documentText(schema: z.ZodString): z.ZodString {
  return schema.overwrite(cleanDocumentText).register(documentTextSchemas, { kind: 'document' });
}

/** The schema inside optional, nullable, default and pipe wrappers, down to the first registered one. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (let depth = 0; depth < 16 && !documentTextSchemas.has(current); depth++) {
    const def = current._zod.def as {
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
      out?: z.core.$ZodType;
    };
    // A preprocess is a pipe whose input side is a transform; the value's schema is its output side.
    const next = def.innerType ?? (def.in?._zod.def.type === 'transform' ? def.out : def.in);
    if (!next) break;
    current = next;
  }
  return current;
}

/** Answers of documentTextKeys per schema: every request of a call asks about the same schema. */
const keysCache = new WeakMap<z.core.$ZodType, Set<string>>();

/** Top-level keys of an object input whose schema is document content (see documentText). */
export function documentTextKeys(input: z.core.$ZodType): Set<string> {
  let keys = keysCache.get(input);
  if (!keys) {
    keys = findDocumentTextKeys(input);
    keysCache.set(input, keys);
  }
  return keys;
}

function findDocumentTextKeys(input: z.core.$ZodType): Set<string> {
  const shape = (unwrap(input)._zod.def as { shape?: Record<string, z.core.$ZodType> }).shape ?? {};
  return new Set(
    Object.keys(shape).filter((key) => documentTextSchemas.has(unwrap(shape[key] as z.core.$ZodType))),
  );
}
