import { findComment, putComment, replaceTextRange, resolveAnchor } from '@juzuo/doc-model';
import { commentSuggestionDecide, ok, ReviewMessage, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { userName } from '../../lib/users';
import { docTarget } from '../docs/checkpoint';
import { transactLive } from '../docs/live';
import { requireLiveComment } from './comments';
import { SUGGESTION_DECIDE } from './policies';
import { commentsTarget } from './target';

/**
 * works/comment/suggestion: a writer accepts a suggestion (its words are replaced in the script
 * through the relay, as any editor's change, and the thread is resolved) or rejects it, in one call.
 */
export function registerSuggestionRoutes(app: FastifyInstance): void {
  route(app, commentSuggestionDecide, {}, async (request) => {
    const { comment_id, accept } = request.input;
    const userId = request.auth.userId;
    const { comment, doc } = await requireLiveComment(app, userId, comment_id, SUGGESTION_DECIDE);
    const { suggestion, anchor } = comment;
    if (!suggestion || !anchor) throw new AppError(Status.VALIDATION, ReviewMessage.notSuggestion);
    if (suggestion.state !== 'open') throw new AppError(Status.VALIDATION, ReviewMessage.decided);
    const me = { id: userId, name: (await userName(app.database.db, userId)) ?? '' };
    if (accept) {
      const replaced = await transactLive(app, docTarget(doc), me, (d) => {
        const where = resolveAnchor(d, anchor);
        return !where.detached && replaceTextRange(d, where.start, where.end, suggestion.text);
      });
      if (!replaced) throw new AppError(Status.VALIDATION, ReviewMessage.detached);
    }
    await transactLive(app, commentsTarget(doc), me, (d) => {
      const now = findComment(d, comment_id);
      if (!now?.suggestion) return;
      putComment(d, {
        ...now,
        resolved: true,
        suggestion: { ...now.suggestion, state: accept ? 'accepted' : 'rejected', decided_by: userId },
        update_time: app.clock.now(),
      });
    });
    return ok({ comment_id, accepted: accept });
  });
}
