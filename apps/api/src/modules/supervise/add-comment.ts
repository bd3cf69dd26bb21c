import crypto from 'node:crypto';
import { anchorRange, findComment, putComment, type ReviewComment } from '@juzuo/doc-model';
import { findStructTag, ReviewMessage, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { userName } from '../../lib/users';
import { currentDoc, transactLive } from '../docs/live';
import { notify } from '../messages/notify';
import { listWorkMembers } from '../works/members-repo';
import { mentionedMembers } from './mentions';
import { commentsTarget, type ReviewSubject } from './subjects';

/** A new thread or reply; `range` is [start, end) of the subject's text now, 'none' an unanchored thread. */
export interface NewComment {
  content: string;
  range?: { start: number; end: number } | 'none';
  parent_id?: string;
  tag_id?: string;
  suggestion?: string;
}

/** 4220 when a tag id names no struct tag. */
export const checkTag = (tagId: string | undefined): void => {
  if (tagId && !findStructTag(tagId))
    throw new AppError(Status.VALIDATION, ReviewMessage.tagGone, { field: 'tag_id' });
};

/** The caller as comments record them (id and display name). */
export const commentEditor = async (app: FastifyInstance, userId: string) => ({
  id: userId,
  name: (await userName(app.database.db, userId)) ?? '',
});

/**
 * Adds a comment through the live `comments:<id>` document (open editors see it at once), anchored
 * on the subject's text as it is now, and tells the members it mentions. The caller's right to
 * comment on `subject` is checked by whoever reached it (requireReviewSubject with reviewWrite).
 * Used by works/comment and by the evaluation's post_report_to_review. Answers the comment id.
 */
export async function addComment(
  app: FastifyInstance,
  userId: string,
  subject: ReviewSubject,
  input: NewComment,
): Promise<string> {
  const { content, range, parent_id, tag_id, suggestion } = input;
  const { access } = subject;
  checkTag(tag_id);
  let anchor: ReviewComment['anchor'] = null;
  if (parent_id) {
    if (range !== undefined || suggestion !== undefined)
      throw new AppError(Status.VALIDATION, ReviewMessage.replyHasNoRange, { field: 'parent_id' });
  } else {
    if (!subject.anchorable)
      throw new AppError(Status.VALIDATION, ReviewMessage.ideaNotText, { field: 'doc_id' });
    if (range !== 'none') {
      anchor = anchorRange(await currentDoc(app, subject.text), range?.start ?? 0, range?.end ?? 0);
      if (!anchor) throw new AppError(Status.VALIDATION, ReviewMessage.badRange, { field: 'start' });
    }
  }
  const db = app.database.db;
  const me = await commentEditor(app, userId);
  const mentioned = mentionedMembers(content, await listWorkMembers(db, access.work)).filter(
    (m) => m.user_id !== userId,
  );
  const now = app.clock.now();
  const commentId = crypto.randomUUID();
  const added = await transactLive(app, commentsTarget(subject), me, (d) => {
    const parent = parent_id ? findComment(d, parent_id) : undefined;
    if (parent_id && parent?.parent_id !== '') return false;
    putComment(d, {
      comment_id: commentId,
      parent_id: parent_id ?? '',
      author_id: userId,
      author_name: me.name,
      content,
      anchor,
      resolved: false,
      tag_id: tag_id ?? '',
      suggestion: suggestion !== undefined ? { text: suggestion, state: 'open', decided_by: '' } : null,
      mentions: mentioned.map((m) => m.user_id),
      create_time: now,
      update_time: now,
    });
    return true;
  });
  if (!added) throw new AppError(Status.NOT_FOUND, ReviewMessage.commentGone);
  await notify(
    db,
    mentioned.map((m) => m.user_id),
    {
      type: 'mention',
      title: `${me.name || '有人'}在批注中提到了你`,
      content: `《${access.work.name}》${subject.name}：${content}`,
      data: { project_id: subject.workId, doc_id: subject.id, kind: subject.kind, comment_id: commentId },
    },
    new Date(now),
  );
  return commentId;
}
