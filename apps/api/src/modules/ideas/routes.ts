import crypto from 'node:crypto';
import {
  EditType,
  IdeaDocTypeLabel,
  ok,
  projectIdeaAdd,
  projectIdeaDetail,
  projectIdeaList,
  projectIdeaPreview,
  RelayDocumentKind,
  relayDocumentName,
  type TIdeaDetail,
  type TIdeaPreview,
} from '@juzuo/schemas';
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ideas } from '../../db/schema/index';
import { storeLiveNow } from '../../lib/live-store';
import { route } from '../../lib/route';
import { requireWork } from '../works/access';
import { requireIdea } from './access';
import { canEditIdeas, IDEA_WRITE, ideaAbilities } from './policies';
import { presentIdea } from './present';

/** Length of the plain-text summary idea/preview answers. */
const PREVIEW_CHARS = 200;

/**
 * project/idea/*: list, detail, preview and add here; update, update_name, delete and model_switch
 * in the conception area (modules/conception), which stands above docs and cards. The live content is `idea:<id>` (rich text) or `cards:<id>` (cards, sheets).
 */
export const ideasModule = fp(
  async (app: FastifyInstance) => {
    registerIdeaRoutes(app);
  },
  { name: 'ideas' },
);

function registerIdeaRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  route(app, projectIdeaList, {}, async (request) => {
    const { project_id } = request.input;
    await requireWork(app, request.auth.userId, project_id);
    const rows = await db
      .select()
      .from(ideas)
      .where(and(eq(ideas.workId, project_id), isNull(ideas.deletedAt)))
      .orderBy(asc(ideas.sort), asc(ideas.createdAt), asc(ideas.id));
    const list = rows.map(presentIdea);
    return ok({ list, total: list.length });
  });

  route(app, projectIdeaDetail, {}, async (request) => {
    const { idea_id } = request.input;
    const found = await requireIdea(app, request.auth.userId, idea_id);
    // Read again after a store of what the relay holds (as doc/detail).
    const stored = await storeLiveNow(app, relayDocumentName(RelayDocumentKind.Idea, idea_id));
    const { idea, access } = stored ? await requireIdea(app, request.auth.userId, idea_id) : found;
    const data: TIdeaDetail = {
      ...presentIdea(idea),
      content: idea.html,
      text: idea.text,
      access: canEditIdeas(access) ? 'write' : 'read',
      abilities: ideaAbilities(access),
    };
    return ok(data);
  });

  route(app, projectIdeaPreview, {}, async (request) => {
    const { idea_id } = request.input;
    const { idea } = await requireIdea(app, request.auth.userId, idea_id);
    const data: TIdeaPreview = {
      idea_id: idea.id,
      idea_name: idea.name,
      doc_type: idea.ideaType,
      summary: [...idea.text].slice(0, PREVIEW_CHARS).join(''),
      char_count: idea.charCount,
    };
    return ok(data);
  });

  route(app, projectIdeaAdd, {}, async (request) => {
    const body = request.input;
    await requireWork(app, request.auth.userId, body.project_id, IDEA_WRITE);
    const now = new Date(app.clock.now());
    const id = crypto.randomUUID();
    const name = body.idea_name ?? IdeaDocTypeLabel[body.doc_type];
    const [last] = await db
      .select({ sort: max(ideas.sort) })
      .from(ideas)
      .where(eq(ideas.workId, body.project_id));
    await db.insert(ideas).values({
      id,
      workId: body.project_id,
      name,
      ideaType: body.doc_type,
      editType: body.edit_type ?? EditType.EDITOR,
      sort: (last?.sort ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    });
    return ok({ idea_id: id, idea_name: name });
  });
}
