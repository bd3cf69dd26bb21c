import type { z } from 'zod';
import { fieldName, mentionsField } from './field-labels';
import { findUnsafeInput } from './unsafe-text';

// The one check every request's fields pass: unsafe text first (unsafe-text.ts), then the call's
// schema. The API's parse() answers its refusal; a web form may use it the same way.

/** A refused input: the field (dotted path, '' for the whole body) and a Chinese message naming it. */
export interface TInputRefusal {
  field: string;
  message: string;
}

/** What checkInput answers. */
export type TInputCheck<T> = { success: true; data: T } | ({ success: false } & TInputRefusal);

/**
 * The issue worth showing: for a union (sign-in by password, SMS or QR ...) the first issue of the
 * branch that came closest, so the message names the real field instead of "格式不正确".
 */
export function firstIssue(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const issue = issues[0];
  if (issue?.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
  const inner = firstIssue(closest);
  return inner ? { ...inner, path: [...issue.path, ...inner.path] } : issue;
}

/**
 * The message of an issue, naming its field: a schema's own message usually names it already
 * (请输入作品名称, tags 须为文字); one that does not (一次最多500条) gets the field's name in front.
 */
export function describeIssue(issue: Pick<z.core.$ZodIssue, 'path' | 'message'>): string {
  const named = issue.path.length === 0 || mentionsField(issue.message, String(issue.path[0]));
  return named ? issue.message : `${fieldName(issue.path)}：${issue.message}`;
}

/** Checks a request's raw fields: no text the database cannot hold, then the schema. */
export function checkInput<T extends z.ZodType>(schema: T, input: unknown): TInputCheck<z.output<T>> {
  const unsafe = findUnsafeInput(schema, input);
  if (unsafe) return { success: false, ...unsafe };
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const issue = firstIssue(result.error.issues);
  if (!issue) return { success: false, field: '', message: '请求参数不合法' };
  return { success: false, field: issue.path.map(String).join('.'), message: describeIssue(issue) };
}
