import { z } from 'zod';

/** Union of the values of an `as const` object. */
export type ValueOf<T> = T[keyof T];

/** Query strings carry numbers as text; turn '2' into 2 and leave anything else for the enum to reject. */
const numericText = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v;

/**
 * Chinese message naming the field and listing what it accepts. Values that are English words
 * (SCRIPT, NOVEL ...) are codes for programs, not words for a writer, so they are not listed.
 */
export const enumMessage = (field: string, values: readonly (string | number)[]): string =>
  values.some((v) => /[A-Za-z]{2,}/.test(String(v)))
    ? `${field} 取值无效，请从可选项中选择`
    : `${field} 取值无效，可选值：${values.join('、')}`;

/** Zod enum over the string values of an `as const` object, with a Chinese message naming the field. */
export const zStringEnum = <const T extends Readonly<Record<string, string>>>(obj: T, field: string) =>
  z.enum(obj, { error: enumMessage(field, Object.values(obj)) });

/**
 * Zod enum over the numeric values of an `as const` object. Numeric text ('2') is accepted because
 * query strings and form bodies carry numbers as text.
 */
export const zCodeEnum = <const T extends Readonly<Record<string, number>>>(obj: T, field: string) =>
  z.preprocess(numericText, z.enum(obj, { error: enumMessage(field, Object.values(obj)) }));
