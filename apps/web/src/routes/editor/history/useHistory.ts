import type { ApiError } from '@juzuo/api-client';
import type { THistoryDetail, THistoryItem, TPage } from '@juzuo/schemas';
import useSWR from 'swr';
import { useSession } from '../../../lib/session';
import { historyApi } from './historyApi';

const once = { revalidateOnFocus: false, shouldRetryOnError: false };

/** Versions of a document, newest first. */
export function useHistoryList(docId: string | undefined) {
  const { userId } = useSession();
  return useSWR<TPage<THistoryItem>, ApiError>(
    docId && userId ? ['doc-history-list', docId, userId] : null,
    () => historyApi.list(docId ?? ''),
    once,
  );
}

/** One version with its text (versions never change content, so it is fetched once). */
export function useHistoryDetail(historyId: string | null) {
  const { userId } = useSession();
  return useSWR<THistoryDetail, ApiError>(
    historyId && userId ? ['doc-history', historyId, userId] : null,
    () => historyApi.detail(historyId ?? ''),
    { ...once, revalidateIfStale: false },
  );
}
