import type { CallOptions } from '@juzuo/api-client';
import type { TDocRecoverResult, THistoryDetail, THistoryItem, TPage } from '@juzuo/schemas';
import { api } from '../../../lib/api';

const P = '/ixj_web/works';

/** The history calls of spec 01 section 7.7 (works/doc_history*, doc_recover) this page makes. */
export const historyApi = {
  /** Versions of a document, newest first. */
  list: (docId: string, opts?: CallOptions) =>
    api.request<TPage<THistoryItem>>(
      { service: 'main', method: 'GET', path: `${P}/doc_history_list`, query: { doc_id: docId } },
      opts,
    ),
  /** One version with its content and plain text. */
  detail: (historyId: string, opts?: CallOptions) =>
    api.request<THistoryDetail>(
      { service: 'main', method: 'GET', path: `${P}/doc_history`, query: { history_id: historyId } },
      opts,
    ),
  /** A named version of the document as it is now; 304 when nothing changed since the last one. */
  create: (docId: string, name: string, opts?: CallOptions) =>
    api.request<{ history_id: string }>(
      {
        service: 'main',
        method: 'POST',
        path: `${P}/doc_history`,
        body: { doc_id: docId, ...(name ? { name } : {}) },
      },
      opts,
    ),
  /** Renames a version. */
  rename: (historyId: string, name: string, opts?: CallOptions) =>
    api.request<{ history_id: string; name: string }>(
      { service: 'main', method: 'PUT', path: `${P}/doc_history`, body: { history_id: historyId, name } },
      opts,
    ),
  /** Deletes a version. */
  remove: (historyId: string, opts?: CallOptions) =>
    api.request<null>(
      { service: 'main', method: 'DELETE', path: `${P}/doc_history`, body: { history_id: historyId } },
      opts,
    ),
  /** Restores a version for every editor of the document. */
  recover: (docId: string, historyId: string, opts?: CallOptions) =>
    api.request<TDocRecoverResult>(
      {
        service: 'main',
        method: 'POST',
        path: `${P}/doc_recover`,
        body: { doc_id: docId, history_id: historyId },
      },
      opts,
    ),
};
