import { isApiError } from '@juzuo/api-client';

/** What firstIssue needs of a shared zod schema (the web app does not depend on zod itself). */
export interface Checker {
  safeParse(input: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/** The first message of a zod schema's check of the input, or null when it passes (shown inline, in Chinese). */
export function firstIssue(schema: Checker, input: unknown): string | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? '输入不合法');
}

/** The Chinese message of a failed call, for the form that made it. */
export const callMessage = (error: unknown): string =>
  isApiError(error) ? error.msg : '操作失败，请稍后重试';
