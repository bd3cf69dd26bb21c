import { z } from 'zod';

/** What an id looks like: UUIDs today, numbers from older clients; nothing else is an id. */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * An id field named `name`. Ids arrive as numbers from older clients; they are strings here. A
 * value that cannot be an id is a validation error naming the field, never a database lookup.
 */
export const zId = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `缺少 ${name}` })
      .trim()
      .min(1, `缺少 ${name}`)
      .max(64, `${name} 不合法`)
      .regex(ID_PATTERN, `${name} 不合法`),
  );
