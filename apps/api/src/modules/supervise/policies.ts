import { DOCUMENT_KINDS, type TReviewKind, type TWorkPermission, WorkPermission } from '@juzuo/schemas';
import { holdsAny, type WorkAccess } from '../works/access';

/**
 * Who comments, replies and resolves on a document of `kind`: producers, and the kind's writers
 * (WriteWork on scripts, EditIdeas on ideas), who answer the producer's notes.
 */
export const reviewWrite = (kind: TReviewKind): readonly TWorkPermission[] => [
  WorkPermission.Producer,
  ...DOCUMENT_KINDS[kind].writableWith,
];

/** Producers and writers comment on scripts and write review documents. */
export const REVIEW_WRITE: readonly TWorkPermission[] = reviewWrite('doc');

/** Accepting a suggestion changes the document: its kind's writers only. */
export const suggestionDecide = (kind: TReviewKind): readonly TWorkPermission[] =>
  DOCUMENT_KINDS[kind].writableWith;

/** Whether the caller comments on this document of `kind`. */
export const canComment = (access: Pick<WorkAccess, 'permissions'>, kind: TReviewKind = 'doc'): boolean =>
  holdsAny(access, reviewWrite(kind));

/** Whether the caller accepts or rejects suggestions on a document of `kind`. */
export const canDecide = (access: Pick<WorkAccess, 'permissions'>, kind: TReviewKind = 'doc'): boolean =>
  holdsAny(access, suggestionDecide(kind));

/** Whether the caller edits or deletes a comment: its author, or the work's manager. */
export const canEditComment = (access: Pick<WorkAccess, 'canManage'>, userId: string, authorId: string) =>
  userId === authorId || access.canManage;
