import { DOCUMENT_KINDS, type THistoryKind, type TWorkPermission } from '@juzuo/schemas';
import { DOC_WRITE } from '../docs/policies';

/** Saving, renaming, deleting and recovering a document's versions is writing the document. */
export const VERSION_WRITE: readonly TWorkPermission[] = DOC_WRITE;

/** Anyone who may read the document reads its versions. */
export const VERSION_READ: readonly TWorkPermission[] = [];

/**
 * Who may change (`write`) or read the versions of a document of `kind`: its write permissions in
 * the document-kind registry (WriteWork for `doc:`, EditIdeas for `idea:`), or any member.
 */
export const versionPerms = (kind: THistoryKind, write: boolean): readonly TWorkPermission[] =>
  write ? DOCUMENT_KINDS[kind].writableWith : VERSION_READ;
