import {
  projectDocDetail,
  projectDocEstimate,
  projectDocList,
  projectIdeaList,
  type TCallData,
  worksContentTagList,
  worksDocHistoryList,
} from '@juzuo/schemas';
import { useCall } from './call-hooks';
import type { ApiSWRConfig } from './hooks';

// Reads keyed by their call's path and input, so a write's `invalidates` finds them; a null id
// (nothing chosen yet) fetches nothing.

/** Documents and volumes of a work (project/doc/list). */
export function useDocList(
  projectId: string | null,
  config?: ApiSWRConfig<TCallData<typeof projectDocList>>,
) {
  return useCall(projectDocList, projectId === null ? null : { project_id: projectId }, config);
}

/** One document's last checkpoint (project/doc/detail). */
export function useDocDetail(
  docId: string | null,
  config?: ApiSWRConfig<TCallData<typeof projectDocDetail>>,
) {
  return useCall(projectDocDetail, docId === null ? null : { doc_id: docId }, config);
}

/** Idea documents of a work (project/idea/list). */
export function useIdeaList(
  projectId: string | null,
  config?: ApiSWRConfig<TCallData<typeof projectIdeaList>>,
) {
  return useCall(projectIdeaList, projectId === null ? null : { project_id: projectId }, config);
}

/** Content tags of a work (works/content_tag_list). */
export function useContentTags(
  projectId: string | null,
  config?: ApiSWRConfig<TCallData<typeof worksContentTagList>>,
) {
  return useCall(worksContentTagList, projectId === null ? null : { project_id: projectId }, config);
}

/** Versions of a document, newest first (works/doc_history_list). */
export function useDocHistory(
  docId: string | null,
  config?: ApiSWRConfig<TCallData<typeof worksDocHistoryList>>,
) {
  return useCall(worksDocHistoryList, docId === null ? null : { doc_id: docId }, config);
}

/** Pages and screen time of a work per document and in total (project/doc/estimate). */
export function useWorkEstimate(
  projectId: string | null,
  config?: ApiSWRConfig<TCallData<typeof projectDocEstimate>>,
) {
  return useCall(projectDocEstimate, projectId === null ? null : { project_id: projectId }, config);
}
