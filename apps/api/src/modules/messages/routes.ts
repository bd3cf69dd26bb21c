import { messageList, messageQuantity, messageRead, messageReadAll, ok, type TMessage } from '@juzuo/schemas';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../db/schema/index';
import { route } from '../../lib/route';

/** Message centre: a user only ever sees and marks their own messages. */
export const messagesModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const mine = (userId: string) => eq(messages.userId, userId);

    route(app, messageQuantity, {}, async (request) => {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(mine(request.auth.userId), isNull(messages.readAt)));
      return ok({ quantity: Number(row?.n ?? 0) });
    });

    route(app, messageList, {}, async (request) => {
      const { page_index, page_size } = request.input;
      const where = mine(request.auth.userId);
      const [total] = await db.select({ n: count() }).from(messages).where(where);
      const rows = await db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(page_size)
        .offset((page_index - 1) * page_size);
      const list: TMessage[] = rows.map((m) => ({
        message_id: m.id,
        type: m.type,
        title: m.title,
        content: m.content,
        data: m.data,
        is_read: m.readAt ? 1 : 0,
        create_time: m.createdAt.getTime(),
      }));
      return ok({ list, total: Number(total?.n ?? 0), page_index, page_size });
    });

    route(app, messageRead, {}, async (request) => {
      const body = request.input;
      const ids = [...(body.message_ids ?? []), ...(body.message_id ? [body.message_id] : [])];
      await db
        .update(messages)
        .set({ readAt: new Date(app.clock.now()) })
        .where(and(mine(request.auth.userId), inArray(messages.id, ids), isNull(messages.readAt)));
      return ok(null);
    });

    route(app, messageReadAll, {}, async (request) => {
      await db
        .update(messages)
        .set({ readAt: new Date(app.clock.now()) })
        .where(and(mine(request.auth.userId), isNull(messages.readAt)));
      return ok(null);
    });
  },
  { name: 'message' },
);
