import { findComment, type ReviewComment, resolveAnchor } from '@juzuo/doc-model';
import {
  ReviewMessage,
  Status,
  type TCommentThread,
  type TReviewKind,
  type TWorkPermission,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { reviewComments, type TReviewCommentRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { currentDoc } from '../docs/live';
import type { WorkAccess } from '../works/access';
import { canEditComment } from './policies';
import { commentsTarget, type ReviewSubject, requireReviewSubject, reviewKindOf } from './subjects';

/**
 * A comment as its document holds it now (the live `comments:` document, so a call right after
 * another sees it), with the reviewed document (a script or an idea) and the caller's access;
 * `perms(kind)` names the permissions the call needs on that kind. 4040 when no document the
 * caller can see holds it.
 */
export async function requireLiveComment(
  app: FastifyInstance,
  userId: string,
  commentId: string,
  perms: (kind: TReviewKind) => readonly TWorkPermission[] = () => [],
): Promise<{ comment: ReviewComment; subject: ReviewSubject }> {
  const [row] = await app.database.db
    .select({ docId: reviewComments.docId, kind: reviewComments.kind })
    .from(reviewComments)
    .where(eq(reviewComments.id, commentId))
    .limit(1);
  if (!row) throw new AppError(Status.NOT_FOUND, ReviewMessage.commentGone);
  const kind = reviewKindOf(row.kind);
  const subject = await requireReviewSubject(app, userId, kind, row.docId, perms(kind));
  const comment = findComment(await currentDoc(app, commentsTarget(subject)), commentId);
  if (!comment) throw new AppError(Status.NOT_FOUND, ReviewMessage.commentGone);
  return { comment, subject };
}

const reply = (row: TReviewCommentRow, userId: string, access: WorkAccess) => ({
  comment_id: row.id,
  parent_id: row.parentId,
  content: row.content,
  author_id: row.authorId,
  author_name: row.authorName,
  mentions: row.mentions,
  create_time: row.createdAt.getTime(),
  update_time: row.updatedAt.getTime(),
  can_edit: canEditComment(access, userId, row.authorId),
});

/**
 * Mirrored comments as threads, each anchor resolved against the document as it is now (`script`,
 * a script or an idea document of `kind`): offsets into its text, the words anchored now, or
 * detached with the original words.
 */
export function presentThreads(
  rows: TReviewCommentRow[],
  script: Y.Doc,
  userId: string,
  access: WorkAccess,
  kind: TReviewKind,
): TCommentThread[] {
  const byTime = [...rows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  return byTime
    .filter((r) => r.parentId === '')
    .map((r) => {
      const where = r.anchor
        ? resolveAnchor(script, r.anchor)
        : { start: 0, end: 0, quote: '', detached: true };
      return {
        ...reply(r, userId, access),
        kind,
        quote: where.quote,
        start: where.start,
        end: where.end,
        resolved: r.resolved,
        detached: where.detached,
        tag_id: r.tagId,
        suggestion: r.suggestion ?? null,
        replies: byTime.filter((x) => x.parentId === r.id).map((x) => reply(x, userId, access)),
      };
    });
}
