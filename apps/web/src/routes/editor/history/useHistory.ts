import type { ApiError } from '@juzuo/api-client';
import type { THistoryDetail, THistoryItem, THistoryKind, TPage } from '@juzuo/schemas';
import useSWR from 'swr';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

const once = { revalidateOnFocus: false, shouldRetryOnError: false };

/** Versions of a script document (or of an idea document: kind idea), newest first. */
export function useHistoryList(docId: string | undefined, kind: THistoryKind = 'doc') {
  const { userId } = useSession();
  return useSWR<TPage<THistoryItem>, ApiError>(
    docId && userId ? ['doc-history-list', docId, kind, userId] : null,
    () => api.history.list({ doc_id: docId ?? '', kind }),
    once,
  );
}

/** One version with its text (versions never change content, so it is fetched once). */
export function useHistoryDetail(historyId: string | null) {
  const { userId } = useSession();
  return useSWR<THistoryDetail, ApiError>(
    historyId && userId ? ['doc-history', historyId, userId] : null,
    () => api.history.get({ history_id: historyId ?? '' }),
    { ...once, revalidateIfStale: false },
  );
}
