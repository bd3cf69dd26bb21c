import crypto from 'node:crypto';
import { docFromLines } from '@juzuo/doc-model';
import {
  DocMessage,
  EditType,
  RelayDocumentKind,
  relayDocumentName,
  Status,
  type TIdeaDocType,
  type TTemplateApplied,
  type TTemplateApply,
} from '@juzuo/schemas';
import { eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ideas } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { userName } from '../../lib/users';
import { docTarget } from '../docs/checkpoint';
import { applyContent } from '../docs/live';
import { ideaMirror } from '../docs/mirror';
import { DOC_WRITE } from '../docs/policies';
import { findVolume, insertDocument } from '../docs/repo';
import { IDEA_WRITE } from '../ideas/policies';
import { requireWork } from '../works/access';
import { templateLines } from './content';
import type { TemplateViewer } from './policies';
import { visibleTemplate } from './service';

/**
 * Applies a template: a new idea (conception) document or a new script document at the end of the
 * work, holding the template's lines. The content goes in through the relay like any REST write, so
 * the document opens in its editor with it. Needs EditIdeas (idea) or WriteWork (doc) in the work.
 */
export async function applyTemplate(
  app: FastifyInstance,
  v: TemplateViewer,
  input: TTemplateApply,
): Promise<TTemplateApplied> {
  const db = app.database.db;
  const template = await visibleTemplate(db, v, input.template_id);
  const perms = input.target === 'idea' ? IDEA_WRITE : DOC_WRITE;
  const { work } = await requireWork(app, v.userId, input.project_id, perms);
  const now = new Date(app.clock.now());
  const name = input.name ?? template.name;
  const user = { id: v.userId, name: (await userName(db, v.userId)) ?? '' };
  const content = docFromLines(templateLines(template.content));

  if (input.target === 'doc') {
    const volumeId = input.volume_id ?? null;
    if (volumeId) {
      const volume = await findVolume(db, volumeId);
      if (volume?.workId !== work.id) throw new AppError(Status.NOT_FOUND, DocMessage.volumeGone);
    }
    const id = await insertDocument(db, { workId: work.id, volumeId, name, now });
    await applyContent(app, docTarget({ id, workId: work.id, deletedAt: null }), content, user);
    return { target: 'doc', project_id: work.id, id, name };
  }

  const id = crypto.randomUUID();
  const [last] = await db
    .select({ sort: max(ideas.sort) })
    .from(ideas)
    .where(eq(ideas.workId, work.id));
  await db.insert(ideas).values({
    id,
    workId: work.id,
    name,
    // Template document types (6, 3, 4, 5, 99) are idea document types of the same meaning.
    ideaType: template.docType as TIdeaDocType,
    editType: EditType.EDITOR,
    sort: (last?.sort ?? -1) + 1,
    createdAt: now,
    updatedAt: now,
  });
  const target = {
    name: relayDocumentName(RelayDocumentKind.Idea, id),
    id,
    workId: work.id,
    deleted: false,
    mirror: ideaMirror,
  };
  await applyContent(app, target, content, user);
  return { target: 'idea', project_id: work.id, id, name };
}
