import { checkInput, Status } from '@juzuo/schemas';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Parses input with a shared schema through the one boundary check of packages/schemas
 * (checkInput): text the database cannot hold is refused first, then the schema's first issue
 * becomes the answer, a Chinese message naming the field (the Chinese error map, never zod's English).
 */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = checkInput(schema, input ?? {});
  if (result.success) return result.data;
  throw new AppError(Status.VALIDATION, result.message, { field: result.field });
}
