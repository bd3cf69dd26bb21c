import crypto from 'node:crypto';
import { insertCard, moveCard, patchCard, removeCard } from '@juzuo/doc-model';
import {
  ideaCardAdd,
  ideaCardDelete,
  ideaCardGetById,
  ideaCardList,
  ideaCardUpdate,
  ok,
  Status,
} from '@juzuo/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ideaCards } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { userName } from '../../lib/users';
import { transactLive } from '../docs/live';
import { requireIdea } from '../ideas/access';
import { canEditIdeas, IDEA_WRITE } from '../ideas/policies';
import { CARD_GONE, checkFields, findCardRow, presentCard, requireLiveCard } from './cards';
import { cardsMirror } from './mirror';
import { cardsTarget } from './target';
import { noteTemplateUse, requireTemplate } from './templates';

/**
 * works/idea_card add, update, delete (through the live board `cards:<idea_id>`, so open boards see
 * them at once and the mirror is current when they answer), list and get_by_id (from the mirror).
 */
export function registerCardRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const editor = async (userId: string) => ({ id: userId, name: (await userName(db, userId)) ?? '' });

  route(app, ideaCardAdd, {}, async (request) => {
    const { idea_id, title, template_id, fields, index } = request.input;
    const userId = request.auth.userId;
    const { idea } = await requireIdea(app, userId, idea_id, IDEA_WRITE);
    const template = template_id ? await requireTemplate(db, template_id) : null;
    checkFields(fields, template);
    const cardId = crypto.randomUUID();
    await transactLive(app, cardsTarget(idea), await editor(userId), (doc) =>
      insertCard(
        doc,
        { card_id: cardId, title, template_id: template_id ?? '', fields: fields ?? {} },
        index,
      ),
    );
    if (template_id) await noteTemplateUse(db, userId, template_id, new Date(app.clock.now()));
    return ok({ card_id: cardId });
  });

  route(app, ideaCardUpdate, {}, async (request) => {
    const { card_id, title, template_id, fields, index } = request.input;
    const userId = request.auth.userId;
    const { card, idea } = await requireLiveCard(app, userId, card_id, IDEA_WRITE);
    const templateId = template_id ?? card.template_id;
    const template = templateId ? await requireTemplate(db, templateId) : null;
    checkFields(fields, template);
    const found = await transactLive(app, cardsTarget(idea), await editor(userId), (doc) => {
      const patched = patchCard(doc, card_id, { title, template_id, fields });
      return patched && (index === undefined || moveCard(doc, card_id, index));
    });
    // Deleted on the board between the read above and the write.
    if (!found) throw new AppError(Status.NOT_FOUND, CARD_GONE);
    if (template_id) await noteTemplateUse(db, userId, template_id, new Date(app.clock.now()));
    return ok({ card_id });
  });

  route(app, ideaCardDelete, {}, async (request) => {
    const { card_id } = request.input;
    const userId = request.auth.userId;
    const { idea } = await requireLiveCard(app, userId, card_id, IDEA_WRITE);
    const removed = await transactLive(app, cardsTarget(idea), await editor(userId), (doc) =>
      removeCard(doc, card_id),
    );
    if (!removed) throw new AppError(Status.NOT_FOUND, CARD_GONE);
    return ok({ card_id });
  });

  route(app, ideaCardList, {}, async (request) => {
    const { idea_id } = request.input;
    const { access } = await requireIdea(app, request.auth.userId, idea_id);
    const rows = await db
      .select()
      .from(ideaCards)
      .where(eq(ideaCards.ideaId, idea_id))
      .orderBy(asc(ideaCards.sort), asc(ideaCards.id));
    const list = rows.map(presentCard);
    return ok({
      list,
      total: list.length,
      version: await cardsMirror.version(db, idea_id),
      abilities: { can_write: canEditIdeas(access) },
    });
  });

  route(app, ideaCardGetById, {}, async (request) => {
    const row = await findCardRow(db, request.input.card_id);
    if (!row) throw new AppError(Status.NOT_FOUND, CARD_GONE);
    await requireIdea(app, request.auth.userId, row.ideaId);
    return ok(presentCard(row));
  });
}
