import type { TContentTag, TDocDetail, TDocList, THistoryItem, TIdeaItem, TPage } from '@juzuo/schemas';
import { useApi } from './context';
import { type ApiSWRConfig, useApiSWR } from './hooks';

// Reads keyed on one id (work, document); a null id (nothing chosen yet) fetches nothing.
function useIdRead<T>(
  path: string,
  param: 'project_id' | 'doc_id',
  id: string | null,
  fetcher: () => Promise<T>,
  config?: ApiSWRConfig<T>,
) {
  return useApiSWR<T>(
    { service: 'main', path, params: { [param]: id } },
    fetcher,
    // Our key is never null for a signed-in user, so SWR is paused explicitly.
    { isPaused: () => id === null, ...config },
  );
}

/** Documents and volumes of a work (project/doc/list). */
export function useDocList(projectId: string | null, config?: ApiSWRConfig<TDocList>) {
  const api = useApi();
  return useIdRead(
    '/ixj_web/project/doc/list',
    'project_id',
    projectId,
    () => api.docs.list({ project_id: projectId ?? '' }),
    config,
  );
}

/** One document's last checkpoint (project/doc/detail). */
export function useDocDetail(docId: string | null, config?: ApiSWRConfig<TDocDetail>) {
  const api = useApi();
  return useIdRead(
    '/ixj_web/project/doc/detail',
    'doc_id',
    docId,
    () => api.docs.detail({ doc_id: docId ?? '' }),
    config,
  );
}

/** Idea documents of a work (project/idea/list). */
export function useIdeaList(projectId: string | null, config?: ApiSWRConfig<TPage<TIdeaItem>>) {
  const api = useApi();
  return useIdRead(
    '/ixj_web/project/idea/list',
    'project_id',
    projectId,
    () => api.docs.ideaList({ project_id: projectId ?? '' }),
    config,
  );
}

/** Content tags of a work (works/content_tag_list). */
export function useContentTags(projectId: string | null, config?: ApiSWRConfig<TPage<TContentTag>>) {
  const api = useApi();
  return useIdRead(
    '/ixj_web/works/content_tag_list',
    'project_id',
    projectId,
    () => api.docs.contentTagList({ project_id: projectId ?? '' }),
    config,
  );
}

/** Versions of a document, newest first (works/doc_history_list). */
export function useDocHistory(docId: string | null, config?: ApiSWRConfig<TPage<THistoryItem>>) {
  const api = useApi();
  return useIdRead(
    '/ixj_web/works/doc_history_list',
    'doc_id',
    docId,
    () => api.history.list({ doc_id: docId ?? '' }),
    config,
  );
}
