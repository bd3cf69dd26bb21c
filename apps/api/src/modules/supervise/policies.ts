import { type TWorkPermission, WorkPermission } from '@juzuo/schemas';
import { holdsAny, type WorkAccess } from '../works/access';

/** Producers and writers comment, reply, resolve and write review documents. */
export const REVIEW_WRITE: readonly TWorkPermission[] = [WorkPermission.Producer, WorkPermission.WriteWork];

/** Accepting a suggestion changes the script: writers only. */
export const SUGGESTION_DECIDE: readonly TWorkPermission[] = [WorkPermission.WriteWork];

/** Whether the caller comments on this work's scripts. */
export const canComment = (access: Pick<WorkAccess, 'permissions'>): boolean =>
  holdsAny(access, REVIEW_WRITE);

/** Whether the caller accepts or rejects suggestions. */
export const canDecide = (access: Pick<WorkAccess, 'permissions'>): boolean =>
  holdsAny(access, SUGGESTION_DECIDE);

/** Whether the caller edits or deletes a comment: its author, or the work's manager. */
export const canEditComment = (access: Pick<WorkAccess, 'canManage'>, userId: string, authorId: string) =>
  userId === authorId || access.canManage;
