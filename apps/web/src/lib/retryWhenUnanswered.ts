import { ApiError } from '@juzuo/api-client';
import { ClientStatus } from '@juzuo/schemas';
import type { SWRConfiguration } from 'swr';

/** True for a call that got no answer at all (offline, timeout), as opposed to a refusal. */
export function unanswered(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === ClientStatus.NETWORK || error.status === ClientStatus.TIMEOUT)
  );
}

/**
 * SWR options for the reads a page cannot work without (the work, its table of contents): a call that
 * got no answer is tried again, 2 s, 4 s, 8 s... up to 30 s apart, so the page loads by itself once
 * the network is back even if the browser's "online" event came before the connection worked. Business
 * errors (8003, 7013...) are answers and are never retried.
 */
export const RETRY_WHEN_UNANSWERED: SWRConfiguration = {
  shouldRetryOnError: true,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!unanswered(error)) return;
    setTimeout(() => void revalidate({ retryCount }), Math.min(30_000, 2_000 * 2 ** Math.min(retryCount, 4)));
  },
};
