import {
  type TCallInput,
  worksDocHistory,
  worksDocHistoryCreate,
  worksDocHistoryDelete,
  worksDocHistoryList,
  worksDocHistoryRename,
  worksDocRecover,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

/**
 * Document versions (spec 02 §7 "History"). Creating a version of unchanged content fails with
 * status 304 and 不能重复创建版本 (shown as the error toast).
 */
export function historyService(t: Transport) {
  return {
    /** Versions of a document, newest first. */
    list: (query: TCallInput<typeof worksDocHistoryList>, opts?: CallOptions) =>
      t.call(worksDocHistoryList, query, opts),
    /** One version with its content. */
    get: (query: TCallInput<typeof worksDocHistory>, opts?: CallOptions) =>
      t.call(worksDocHistory, query, opts),
    /** A named version of the document as its editors see it now. */
    create: (body: TCallInput<typeof worksDocHistoryCreate>, opts?: CallOptions) =>
      t.call(worksDocHistoryCreate, body, opts),
    /** Renames a version. */
    rename: (body: TCallInput<typeof worksDocHistoryRename>, opts?: CallOptions) =>
      t.call(worksDocHistoryRename, body, opts),
    /** Deletes a version. */
    remove: (body: TCallInput<typeof worksDocHistoryDelete>, opts?: CallOptions) =>
      t.call(worksDocHistoryDelete, body, opts),
    /** Restores a version for every open editor; the replaced content becomes a version itself. */
    recover: (body: TCallInput<typeof worksDocRecover>, opts?: CallOptions) =>
      t.call(worksDocRecover, body, opts),
  };
}

/** The history call group. */
export type HistoryService = ReturnType<typeof historyService>;
