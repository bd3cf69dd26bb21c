import {
  COMMENT_TEMPLATES,
  commentTemplateList,
  findStructTag,
  ok,
  ReviewMessage,
  STRUCT_TAGS,
  Status,
  structTagDetail,
  structTagList,
  structTagOf,
  structTagSet,
} from '@juzuo/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { structTagLinks } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireDocument } from '../docs/access';
import { requireIdea } from '../ideas/access';
import { reviewWrite } from './policies';

/** Struct tags (the catalogue, and those set on a document or idea) and comment templates. */
export function registerTagRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  /**
   * The work of the named document or idea, checked for the caller (`write`: setting tags is
   * reviewing, so producers and that kind's writers).
   */
  const requireTarget = async (
    userId: string,
    input: { doc_id?: string; idea_id?: string },
    write = false,
  ) => {
    if (input.doc_id) {
      const { doc } = await requireDocument(app, userId, input.doc_id, write ? reviewWrite('doc') : []);
      return { type: 'doc', id: doc.id, workId: doc.workId };
    }
    if (!input.idea_id)
      throw new AppError(Status.VALIDATION, '请指定 doc_id 或 idea_id（二选一）', { field: 'doc_id' });
    const { idea } = await requireIdea(app, userId, input.idea_id, write ? reviewWrite('idea') : []);
    return { type: 'idea', id: idea.id, workId: idea.workId };
  };

  route(app, structTagList, {}, async () => ok({ list: [...STRUCT_TAGS] }));

  route(app, structTagDetail, {}, async (request) => {
    const tag = findStructTag(request.input.tag_id);
    if (!tag) throw new AppError(Status.NOT_FOUND, ReviewMessage.tagGone);
    return ok(tag);
  });

  route(app, commentTemplateList, {}, async () => ok({ list: [...COMMENT_TEMPLATES] }));

  route(app, structTagOf, {}, async (request) => {
    const target = await requireTarget(request.auth.userId, request.input);
    const [row] = await db
      .select({ tagIds: structTagLinks.tagIds })
      .from(structTagLinks)
      .where(and(eq(structTagLinks.targetType, target.type), eq(structTagLinks.targetId, target.id)));
    return ok({ tag_ids: row?.tagIds ?? [] });
  });

  route(app, structTagSet, {}, async (request) => {
    const target = await requireTarget(request.auth.userId, request.input, true);
    const tagIds = [...new Set(request.input.tag_ids)];
    const wrong = tagIds.find((t) => !findStructTag(t));
    if (wrong)
      throw new AppError(Status.VALIDATION, `${ReviewMessage.tagGone}：${wrong}`, { field: 'tag_ids' });
    const now = new Date(app.clock.now());
    await db
      .insert(structTagLinks)
      .values({ targetType: target.type, targetId: target.id, workId: target.workId, tagIds, updatedAt: now })
      .onConflictDoUpdate({
        target: [structTagLinks.targetType, structTagLinks.targetId],
        set: { tagIds, updatedAt: now },
      });
    return ok({ tag_ids: tagIds });
  });
}
