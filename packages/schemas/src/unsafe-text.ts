import type { z } from 'zod';
import { documentTextKeys } from './document-text';
import { fieldName } from './field-labels';

// PostgreSQL's text and jsonb cannot hold U+0000, and jsonb refuses a lone UTF-16 surrogate, so such
// a string used to reach the database and fail there with HTTP 500. Every request's fields are
// checked once, at the boundary, before any schema or handler sees them (the API's parse() runs
// findUnsafeInput for every call): the request is refused naming the field. Only document content
// is cleaned instead (document-text.ts).

/** Why a string cannot be stored. */
export type TUnsafeText = 'nul' | 'surrogate';

/** The Chinese problem of each kind, after the field's name. */
export const UnsafeTextMessage: Readonly<Record<TUnsafeText, string>> = {
  nul: '含有空字符（U+0000），无法保存，请删除后重试',
  surrogate: '含有无效的字符编码（不成对的代理字符），无法保存，请删除后重试',
};

const NUL = '\u0000';
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a string, or null when the database can hold it. */
export function unsafeText(text: string): TUnsafeText | null {
  if (text.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** Where unsafe text was found and what kind. */
export interface TUnsafeTextFound {
  path: (string | number)[];
  problem: TUnsafeText;
}

/** A place in the walked value: its key and the place it sits in (paths are built only when needed). */
interface Place {
  value: unknown;
  key?: string | number;
  parent?: Place;
}

const pathOf = (place: Place): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let p: Place | undefined = place; p?.key !== undefined; p = p.parent) path.push(p.key);
  return path.reverse();
};

/**
 * The first unsafe string in a value: strings, list items, object keys and values at any depth.
 * `skip` leaves out top-level keys (document content). Iterative, so deep nesting cannot overflow.
 */
export function findUnsafeText(
  value: unknown,
  skip: ReadonlySet<string> = new Set(),
): TUnsafeTextFound | null {
  const stack: Place[] = [{ value }];
  while (stack.length) {
    const place = stack.pop() as Place;
    const current = place.value;
    if (typeof current === 'string') {
      const problem = unsafeText(current);
      if (problem) return { path: pathOf(place), problem };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: place });
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        if (place.parent === undefined && skip.has(key)) continue;
        const child: Place = { value: item, key, parent: place };
        const problem = unsafeText(key);
        if (problem) return { path: pathOf(child), problem };
        stack.push(child);
      }
    }
  }
  return null;
}

/** The refusal of a call's raw input (query and body), or null when every field can be stored. */
export function findUnsafeInput(
  schema: z.core.$ZodType,
  input: unknown,
): { field: string; message: string } | null {
  const found = findUnsafeText(input, documentTextKeys(schema));
  if (!found) return null;
  return {
    field: found.path.join('.'),
    message: `${fieldName(found.path)}${UnsafeTextMessage[found.problem]}`,
  };
}
