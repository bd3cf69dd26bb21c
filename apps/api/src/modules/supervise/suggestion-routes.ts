import { findComment, putComment, replaceTextRange, resolveAnchor } from '@juzuo/doc-model';
import { commentSuggestionDecide, ok, ReviewMessage, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { userName } from '../../lib/users';
import { transactLive } from '../docs/live';
import { requireLiveComment } from './comments';
import { suggestionDecide } from './policies';
import { commentsTarget } from './subjects';

/**
 * works/comment/suggestion: a writer accepts a suggestion (its words are replaced in the script
 * (a script, or an idea document) through the relay, as any editor's change, and the thread is resolved) or rejects it, in one call.
 */
export function registerSuggestionRoutes(app: FastifyInstance): void {
  route(app, commentSuggestionDecide, {}, async (request) => {
    const { comment_id, accept } = request.input;
    const userId = request.auth.userId;
    const { comment, subject } = await requireLiveComment(app, userId, comment_id, suggestionDecide);
    const { suggestion, anchor } = comment;
    if (!suggestion || !anchor) throw new AppError(Status.VALIDATION, ReviewMessage.notSuggestion);
    if (suggestion.state !== 'open') throw new AppError(Status.VALIDATION, ReviewMessage.decided);
    const me = { id: userId, name: (await userName(app.database.db, userId)) ?? '' };
    if (accept) {
      const replaced = await transactLive(app, subject.text, me, (d) => {
        const where = resolveAnchor(d, anchor);
        return !where.detached && replaceTextRange(d, where.start, where.end, suggestion.text);
      });
      if (!replaced) throw new AppError(Status.VALIDATION, ReviewMessage.detached);
    }
    await transactLive(app, commentsTarget(subject), me, (d) => {
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
