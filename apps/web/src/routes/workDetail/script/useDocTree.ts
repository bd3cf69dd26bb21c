// Adapter between the document tree and the api-client's doc/volume calls.
import { useDocList, useInvalidate } from '@juzuo/api-client/react';
import {
  type CallDef,
  projectDocAdd,
  projectDocDelete,
  projectDocOrder,
  projectDocUpdateName,
  projectVolumeAdd,
  projectVolumeDelete,
  projectVolumeOrder,
  projectVolumeUpdate,
  type TDocList,
} from '@juzuo/schemas';
import { api } from '../../../lib/api';
import { RETRY_WHEN_UNANSWERED } from '../../../lib/retryWhenUnanswered';
import { applyDocOrder, applyVolumeOrder, type Container } from './treeOps';

/** The tree of a work with its editing calls. */
export interface DocTreeApi {
  data: TDocList | undefined;
  /** The list could not be read and there is no copy of it (offline before it was ever kept). */
  failed: boolean;
  addDoc: (volumeId: Container) => Promise<void>;
  addVolume: () => Promise<void>;
  renameDoc: (docId: string, name: string) => Promise<void>;
  renameVolume: (volumeId: string, name: string) => Promise<void>;
  orderDocs: (volumeId: Container, docIds: string[]) => Promise<void>;
  orderVolumes: (volumeIds: string[]) => Promise<void>;
  deleteDoc: (docId: string) => Promise<void>;
  deleteVolume: (volumeId: string) => Promise<void>;
}

/**
 * project/doc/list of a work plus add/rename/order/delete of documents and volumes. Each change
 * re-reads what its call definition makes stale: the list (the server names new parts 第N集 /
 * 第N章 and keeps the order) and, for adds and deletes, the works list (the work card's doc
 * count). Failures are toasted by the API client; the tree then simply shows the server's state again.
 */
export function useDocTree(workId: string): DocTreeApi {
  const { data, error, mutate } = useDocList(workId, RETRY_WHEN_UNANSWERED);
  const invalidate = useInvalidate();
  const change = async (
    def: Pick<CallDef, 'invalidates'>,
    task: () => Promise<unknown>,
    preview?: (t: TDocList) => TDocList,
  ) => {
    // A move shows at once; the re-read below replaces it with the server's answer either way.
    if (preview && data) void mutate(preview(data), { revalidate: false });
    try {
      await task();
    } catch {
      // Shown by the client's error catalogue.
    }
    await invalidate(def);
  };
  return {
    data,
    failed: !data && !!error,
    addDoc: (volumeId) =>
      change(projectDocAdd, () => api.docs.add({ project_id: workId, volume_id: volumeId })),
    addVolume: () => change(projectVolumeAdd, () => api.docs.addVolume({ project_id: workId })),
    renameDoc: (docId, name) =>
      change(projectDocUpdateName, () => api.docs.updateName({ doc_id: docId, doc_name: name })),
    renameVolume: (volumeId, name) =>
      change(projectVolumeUpdate, () => api.docs.updateVolume({ volume_id: volumeId, volume_name: name })),
    orderDocs: (volumeId, docIds) =>
      change(
        projectDocOrder,
        () => api.docs.order({ project_id: workId, volume_id: volumeId, doc_ids: docIds }),
        (t) => applyDocOrder(t, volumeId, docIds),
      ),
    orderVolumes: (volumeIds) =>
      change(
        projectVolumeOrder,
        () => api.docs.orderVolumes({ project_id: workId, volume_ids: volumeIds }),
        (t) => applyVolumeOrder(t, volumeIds),
      ),
    deleteDoc: (docId) => change(projectDocDelete, () => api.docs.remove({ doc_id: docId })),
    deleteVolume: (volumeId) =>
      change(projectVolumeDelete, () => api.docs.removeVolume({ volume_id: volumeId })),
  };
}
