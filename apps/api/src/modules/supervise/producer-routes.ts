import crypto from 'node:crypto';
import {
  ok,
  producerDocAdd,
  producerDocDetail,
  producerDocList,
  producerDocRename,
  producerDocSave,
  ReviewMessage,
  Status,
} from '@juzuo/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { producerDocs, type TProducerDocRow, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireWork, type WorkAccess } from '../works/access';
import { canComment, REVIEW_WRITE } from './policies';

const present = (row: TProducerDocRow, authorName: string, access: WorkAccess) => ({
  producer_id: row.id,
  project_id: row.workId,
  title: row.title,
  author_id: row.authorId,
  author_name: authorName,
  version: row.version,
  update_time: row.updatedAt.getTime(),
  can_write: canComment(access),
});

/** works/producers (list, add, rename) and works/producer (read, save): producers' review documents. */
export function registerProducerRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  /** A review document the caller may see, with its author's name and the caller's access. */
  const requireProducerDoc = async (
    userId: string,
    producerId: string,
    perms = [] as typeof REVIEW_WRITE,
  ) => {
    const [found] = await db
      .select({ row: producerDocs, authorName: users.name })
      .from(producerDocs)
      .innerJoin(users, eq(users.id, producerDocs.authorId))
      .where(eq(producerDocs.id, producerId))
      .limit(1);
    if (!found) throw new AppError(Status.NOT_FOUND, ReviewMessage.producerDocGone);
    const access = await requireWork(app, userId, found.row.workId, perms);
    return { ...found, authorName: found.authorName ?? '', access };
  };

  route(app, producerDocList, {}, async (request) => {
    const { project_id } = request.input;
    const access = await requireWork(app, request.auth.userId, project_id);
    const rows = await db
      .select({ row: producerDocs, authorName: users.name })
      .from(producerDocs)
      .innerJoin(users, eq(users.id, producerDocs.authorId))
      .where(eq(producerDocs.workId, project_id))
      .orderBy(asc(producerDocs.createdAt), asc(producerDocs.id));
    const list = rows.map((r) => present(r.row, r.authorName ?? '', access));
    return ok({ list, total: list.length, can_add: canComment(access) });
  });

  route(app, producerDocAdd, {}, async (request) => {
    const { project_id, title } = request.input;
    await requireWork(app, request.auth.userId, project_id, REVIEW_WRITE);
    const id = crypto.randomUUID();
    const now = new Date(app.clock.now());
    await db.insert(producerDocs).values({
      id,
      workId: project_id,
      authorId: request.auth.userId,
      title,
      createdAt: now,
      updatedAt: now,
    });
    return ok({ producer_id: id });
  });

  route(app, producerDocRename, {}, async (request) => {
    const { producer_id, title } = request.input;
    await requireProducerDoc(request.auth.userId, producer_id, REVIEW_WRITE);
    await db
      .update(producerDocs)
      .set({ title, updatedAt: new Date(app.clock.now()) })
      .where(eq(producerDocs.id, producer_id));
    return ok({ producer_id });
  });

  route(app, producerDocDetail, {}, async (request) => {
    const { row, authorName, access } = await requireProducerDoc(
      request.auth.userId,
      request.input.producer_id,
    );
    return ok({ ...present(row, authorName, access), content: row.content });
  });

  route(app, producerDocSave, {}, async (request) => {
    const { producer_id, content } = request.input;
    await requireProducerDoc(request.auth.userId, producer_id, REVIEW_WRITE);
    const [row] = await db
      .update(producerDocs)
      .set({ content, version: sql`${producerDocs.version} + 1`, updatedAt: new Date(app.clock.now()) })
      .where(eq(producerDocs.id, producer_id))
      .returning({ version: producerDocs.version });
    return ok({ producer_id, version: row?.version ?? 0 });
  });
}
