import crypto from 'node:crypto';
import { cardsOf, docFromLines, insertCard, linesOf, readBoard } from '@juzuo/doc-model';
import {
  EditType,
  ok,
  projectIdeaDelete,
  projectIdeaModelSwitch,
  projectIdeaUpdate,
  projectIdeaUpdateName,
  type TCardTemplate,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ideas } from '../../db/schema/index';
import { notifyAccessChanged } from '../../lib/access-changes';
import { route } from '../../lib/route';
import { userName } from '../../lib/users';
import { cardsTarget } from '../cards/target';
import { findTemplate } from '../cards/templates';
import { applyContent, currentDoc, transactLive } from '../docs/live';
import { requireIdea } from '../ideas/access';
import { IDEA_WRITE } from '../ideas/policies';
import { cardsToLines, type DraftCard, linesToCharacterCards, linesToTextCards } from './model-switch';
import { ideaTarget } from './target';

/** project/idea update, update_name, delete and model_switch (all EditIdeas). */
export function registerIdeaEditRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());

  route(app, projectIdeaUpdate, {}, async (request) => {
    const { idea_id, idea_name, doc_type } = request.input;
    await requireIdea(app, request.auth.userId, idea_id, IDEA_WRITE);
    await db
      .update(ideas)
      .set({
        ...(idea_name !== undefined ? { name: idea_name } : {}),
        ...(doc_type !== undefined ? { ideaType: doc_type } : {}),
        updatedAt: now(),
      })
      .where(eq(ideas.id, idea_id));
    return ok({ idea_id });
  });

  route(app, projectIdeaUpdateName, {}, async (request) => {
    const { idea_id, idea_name } = request.input;
    await requireIdea(app, request.auth.userId, idea_id, IDEA_WRITE);
    await db.update(ideas).set({ name: idea_name, updatedAt: now() }).where(eq(ideas.id, idea_id));
    return ok({ idea_id });
  });

  route(app, projectIdeaDelete, {}, async (request) => {
    const { idea_id } = request.input;
    const { idea } = await requireIdea(app, request.auth.userId, idea_id, IDEA_WRITE);
    // Soft delete like documents: rows and Yjs states stay; open editors are re-decided (refused).
    await db.update(ideas).set({ deletedAt: now(), updatedAt: now() }).where(eq(ideas.id, idea_id));
    notifyAccessChanged(app, { workId: idea.workId });
    return ok({ idea_id });
  });

  route(app, projectIdeaModelSwitch, {}, async (request) => {
    const { idea_id, edit_type } = request.input;
    const userId = request.auth.userId;
    const { idea } = await requireIdea(app, userId, idea_id, IDEA_WRITE);
    const user = { id: userId, name: (await userName(db, userId)) ?? '' };
    const fromBoard = idea.editType === EditType.CARD || idea.editType === EditType.CHARACTER;
    const toBoard = edit_type === EditType.CARD || edit_type === EditType.CHARACTER;
    let cards = 0;
    let lines = 0;
    if (!fromBoard && toBoard) {
      // Text -> cards: the board is replaced by the document's sections.
      const text = linesOf(await currentDoc(app, ideaTarget(idea))).map((l) => l.text);
      const drafts = edit_type === EditType.CHARACTER ? linesToCharacterCards(text) : linesToTextCards(text);
      cards = await transactLive(app, cardsTarget(idea), user, (doc) => replaceBoard(doc, drafts));
    } else if (fromBoard && !toBoard) {
      // Cards -> text: the document is replaced by the cards, one section each.
      const board = readBoard(await currentDoc(app, cardsTarget(idea)));
      const templates = await templatesOf(board.map((c) => c.template_id));
      const text = cardsToLines(board, (id) => templates.get(id));
      await applyContent(app, ideaTarget(idea), docFromLines(text), user);
      lines = text.length;
    } else if (toBoard) {
      // Cards <-> character sheets: the same board, only the default template of new cards differs.
      cards = readBoard(await currentDoc(app, cardsTarget(idea))).length;
    }
    await db.update(ideas).set({ editType: edit_type, updatedAt: now() }).where(eq(ideas.id, idea_id));
    return ok({ idea_id, edit_type, cards, lines });
  });

  /** The templates the given ids name (system or user), for labels. */
  async function templatesOf(ids: string[]): Promise<Map<string, TCardTemplate>> {
    const found = new Map<string, TCardTemplate>();
    for (const id of new Set(ids.filter(Boolean))) {
      const template = await findTemplate(db, id);
      if (template) found.set(id, template);
    }
    return found;
  }
}

/** Empties a board and fills it with new cards; answers how many. */
function replaceBoard(doc: Parameters<typeof cardsOf>[0], drafts: DraftCard[]): number {
  const array = cardsOf(doc);
  array.delete(0, array.length);
  for (const draft of drafts) insertCard(doc, { card_id: crypto.randomUUID(), ...draft });
  return drafts.length;
}
