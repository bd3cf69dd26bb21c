import type { ApiError } from '@juzuo/api-client';
import { projectDetail, projectDocDetail, type TDocDetail, type TWorkDetail } from '@juzuo/schemas';
import useSWR from 'swr';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

/**
 * The fields of `project/doc/detail` the editor page uses (ARCHITECTURE.md: doc_id, doc_name, …) and
 * what the caller may do with the document (abilities, decided by the API's docs policies).
 */
export type EditorDocDetail = Pick<TDocDetail, 'doc_id' | 'doc_name' | 'project_id' | 'access' | 'abilities'>;

// Business errors (8003 ...) are answers with their own toast and redirect: no retry.
const once = { revalidateOnFocus: false, shouldRetryOnError: false };
// Spec 01 section 8: offline editor errors are silent.
const quietOffline = () => ({ silent: typeof navigator !== 'undefined' && !navigator.onLine });

/** The document of /editor/edit/:id (name, work, access) and the work it belongs to (media type, permissions). */
export function useEditorTarget(docId: string | undefined) {
  const { userId } = useSession();
  const doc = useSWR<EditorDocDetail, ApiError>(
    docId && userId ? ['editor-doc', docId, userId] : null,
    () => api.call(projectDocDetail, { doc_id: docId }, quietOffline()),
    once,
  );
  const workId = doc.data?.project_id;
  const work = useSWR<TWorkDetail, ApiError>(
    workId && userId ? ['editor-work', workId, userId] : null,
    () => api.call(projectDetail, { project_id: workId }, quietOffline()),
    once,
  );
  return { doc, work };
}
