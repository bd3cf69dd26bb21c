import crypto from 'node:crypto';
import {
  DocMessage,
  ok,
  Status,
  type TContentTag,
  worksContentTag,
  worksContentTagList,
} from '@juzuo/schemas';
import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentTags } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireWork } from '../works/access';
import { DOC_WRITE } from './policies';

const present = (t: typeof contentTags.$inferSelect): TContentTag => ({
  tag_id: t.id,
  tag_name: t.name,
  color: t.color,
  sort: t.sort,
});

/** works/content_tag_list and works/content_tag: a work's labels for passages of its documents. */
export function registerTagRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  route(app, worksContentTagList, {}, async (request) => {
    const { project_id } = request.input;
    await requireWork(app, request.auth.userId, project_id);
    const rows = await db
      .select()
      .from(contentTags)
      .where(eq(contentTags.workId, project_id))
      .orderBy(asc(contentTags.sort), asc(contentTags.createdAt));
    const list = rows.map(present);
    return ok({ list, total: list.length });
  });

  // One call creates (no tag_id), changes (tag_id) or deletes (tag_id + is_delete 1) a tag.
  route(app, worksContentTag, {}, async (request) => {
    const body = request.input;
    await requireWork(app, request.auth.userId, body.project_id, DOC_WRITE);
    const mine = and(eq(contentTags.workId, body.project_id), eq(contentTags.id, body.tag_id ?? ''));
    if (body.tag_id) {
      const [tag] = await db.select().from(contentTags).where(mine).limit(1);
      if (!tag) throw new AppError(Status.NOT_FOUND, DocMessage.tagGone);
      if (body.is_delete === 1) {
        await db.delete(contentTags).where(mine);
        return ok(null);
      }
      const [updated] = await db
        .update(contentTags)
        .set({
          ...(body.tag_name !== undefined ? { name: body.tag_name } : {}),
          ...(body.color !== undefined ? { color: body.color } : {}),
        })
        .where(mine)
        .returning();
      return ok(present(updated ?? tag));
    }
    if (!body.tag_name) throw new AppError(Status.VALIDATION, DocMessage.tagNameRequired);
    const [last] = await db
      .select({ sort: max(contentTags.sort) })
      .from(contentTags)
      .where(eq(contentTags.workId, body.project_id));
    const [created] = await db
      .insert(contentTags)
      .values({
        id: crypto.randomUUID(),
        workId: body.project_id,
        name: body.tag_name,
        color: body.color ?? '',
        sort: (last?.sort ?? -1) + 1,
        createdAt: new Date(app.clock.now()),
      })
      .returning();
    return ok(created ? present(created) : null);
  });
}
