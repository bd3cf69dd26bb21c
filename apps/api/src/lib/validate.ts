import { Status } from '@juzuo/schemas';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Parses input with a shared schema. The first issue becomes the answer's message, prefixed with the
 * field name when the schema's own message does not already say which field it is about.
 */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? '参数错误';
  const hasChinese = /[\u4e00-\u9fff]/.test(message);
  const text = hasChinese ? message : `参数 ${field || '请求体'} 不合法：${message}`;
  throw new AppError(Status.VALIDATION, text, { field });
}
