import { findComment, putComment, removeComment } from '@juzuo/doc-model';
import {
  commentAdd,
  commentDelete,
  commentList,
  commentUpdate,
  ok,
  ReviewMessage,
  Status,
} from '@juzuo/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reviewComments } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { currentDoc, transactLive } from '../docs/live';
import { addComment, checkTag, commentEditor } from './add-comment';
import { presentThreads, requireLiveComment } from './comments';
import { canComment, canDecide, canEditComment, reviewWrite } from './policies';
import { commentsTarget, requireReviewSubject } from './subjects';

/**
 * works/comment add (add-comment.ts), update, delete (through the live `comments:<doc_id>`, so open editors see them
 * at once and the mirror is current when they answer) and comment/list (from the mirror, anchors
 * resolved against the document as it is now). `kind` says whether doc_id names a script document
 * or an idea document (subjects.ts).
 */
export function registerCommentRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const editor = (userId: string) => commentEditor(app, userId);

  route(app, commentAdd, {}, async (request) => {
    const { doc_id, kind, content, start, end, parent_id, tag_id, suggestion } = request.input;
    const userId = request.auth.userId;
    const subject = await requireReviewSubject(app, userId, kind, doc_id, reviewWrite(kind));
    // A reply takes no range; a thread's missing offsets read as 0 (an empty range, refused).
    const range =
      parent_id && start === undefined && end === undefined
        ? undefined
        : { start: start ?? 0, end: end ?? 0 };
    const commentId = await addComment(app, userId, subject, {
      content,
      range,
      parent_id,
      tag_id,
      suggestion,
    });
    return ok({ comment_id: commentId });
  });

  route(app, commentUpdate, {}, async (request) => {
    const { comment_id, content, resolved, tag_id } = request.input;
    const userId = request.auth.userId;
    const { comment, subject } = await requireLiveComment(app, userId, comment_id, reviewWrite);
    const { access } = subject;
    // Anyone who comments resolves and reopens; the text is its author's.
    if ((content !== undefined || tag_id !== undefined) && !canEditComment(access, userId, comment.author_id))
      throw new AppError(Status.NO_PERMISSION, ReviewMessage.notAuthor);
    checkTag(tag_id);
    const found = await transactLive(app, commentsTarget(subject), await editor(userId), (d) => {
      const now = findComment(d, comment_id);
      if (!now) return false;
      putComment(d, {
        ...now,
        content: content ?? now.content,
        resolved: resolved ?? now.resolved,
        tag_id: tag_id ?? now.tag_id,
        update_time: app.clock.now(),
      });
      return true;
    });
    if (!found) throw new AppError(Status.NOT_FOUND, ReviewMessage.commentGone);
    return ok({ comment_id });
  });

  route(app, commentDelete, {}, async (request) => {
    const { comment_id } = request.input;
    const userId = request.auth.userId;
    const { comment, subject } = await requireLiveComment(app, userId, comment_id, reviewWrite);
    if (!canEditComment(subject.access, userId, comment.author_id))
      throw new AppError(Status.NO_PERMISSION, ReviewMessage.notAuthor);
    const removed = await transactLive(app, commentsTarget(subject), await editor(userId), (d) =>
      removeComment(d, comment_id),
    );
    if (!removed) throw new AppError(Status.NOT_FOUND, ReviewMessage.commentGone);
    return ok({ comment_id });
  });

  route(app, commentList, {}, async (request) => {
    const { doc_id, kind, tag_id, status, author_id } = request.input;
    const userId = request.auth.userId;
    const subject = await requireReviewSubject(app, userId, kind, doc_id);
    const { access } = subject;
    const rows = await db
      .select()
      .from(reviewComments)
      .where(and(eq(reviewComments.docId, doc_id), eq(reviewComments.kind, kind)))
      .orderBy(asc(reviewComments.createdAt));
    const script = await currentDoc(app, subject.text);
    const list = presentThreads(rows, script, userId, access, kind).filter(
      (t) =>
        (!tag_id || t.tag_id === tag_id) &&
        (!author_id || t.author_id === author_id) &&
        (status === 'resolved' ? t.resolved : status === 'open' ? !t.resolved : true),
    );
    return ok({
      list,
      total: list.length,
      abilities: {
        can_comment: canComment(access, kind) && subject.anchorable,
        can_decide: canDecide(access, kind),
      },
    });
  });
}
