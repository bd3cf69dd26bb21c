import { z } from 'zod';

/** Every JSON answer of every service: status 0 is success, anything else is a business error. */
export interface TEnvelope<T = unknown> {
  status: number;
  data: T;
  msg: string;
}

/** Zod schema of the envelope with a typed `data` field. */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), data, msg: z.string() });

/** Builds a success envelope. */
export const ok = <T>(data: T, msg = 'ok'): TEnvelope<T> => ({ status: 0, data, msg });

/** Builds an error envelope; `data` is null unless the caller has something useful to return. */
export const fail = (status: number, msg: string, data: unknown = null): TEnvelope<unknown> => ({
  status,
  data,
  msg,
});

/** Paged list answer: `list` plus `total` (spec: lists answer data.list and data.total when paged). */
export interface TPage<T> {
  list: T[];
  total: number;
}

/** Query fields of a paged list call; page_index starts at 1. */
export const ZPageQuery = z.object({
  page_index: z.coerce.number().int().min(1, 'page_index 必须大于等于1').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'page_size 必须大于等于1')
    .max(1000, 'page_size 不能超过1000')
    .default(20),
});
