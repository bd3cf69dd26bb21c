import type {
  TDocRecover,
  TDocRecoverResult,
  THistoryCreate,
  THistoryDetail,
  THistoryItem,
  THistoryRename,
  TPage,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

const WORKS = '/ixj_web/works';

/**
 * Document versions (spec 02 §7 "History"). Creating a version of unchanged content fails with
 * status 304 and 不能重复创建版本 (shown as the error toast).
 */
export function historyService(t: Transport) {
  return {
    /** Versions of a document, newest first. */
    list: (query: { doc_id: string }, opts?: CallOptions) =>
      t.request<TPage<THistoryItem>>(
        { service: 'main', method: 'GET', path: `${WORKS}/doc_history_list`, query: { ...query } },
        opts,
      ),
    /** One version with its content. */
    get: (query: { history_id: string }, opts?: CallOptions) =>
      t.request<THistoryDetail>(
        { service: 'main', method: 'GET', path: `${WORKS}/doc_history`, query: { ...query } },
        opts,
      ),
    /** A named version of the document as its editors see it now. */
    create: (body: THistoryCreate, opts?: CallOptions) =>
      t.request<{ history_id: string }>(
        { service: 'main', method: 'POST', path: `${WORKS}/doc_history`, body },
        opts,
      ),
    /** Renames a version. */
    rename: (body: THistoryRename, opts?: CallOptions) =>
      t.request<{ history_id: string; name: string }>(
        { service: 'main', method: 'PUT', path: `${WORKS}/doc_history`, body },
        opts,
      ),
    /** Deletes a version. */
    remove: (body: { history_id: string }, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'DELETE', path: `${WORKS}/doc_history`, body }, opts),
    /** Restores a version for every open editor; the replaced content becomes a version itself. */
    recover: (body: TDocRecover, opts?: CallOptions) =>
      t.request<TDocRecoverResult>(
        { service: 'main', method: 'POST', path: `${WORKS}/doc_recover`, body },
        opts,
      ),
  };
}

/** The history call group. */
export type HistoryService = ReturnType<typeof historyService>;
