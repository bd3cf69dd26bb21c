import crypto from 'node:crypto';
import {
  Status,
  TemplateDocType,
  TemplateDocTypeLabel,
  TemplateSource,
  TemplateSourceLabel,
  TemplateWorkTypeLabel,
  type TTemplateAdd,
  type TTemplateDetail,
  type TTemplateListQuery,
  type TTemplatePublish,
  type TTemplateUpdate,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import { templates } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { normaliseContent } from './content';
import {
  canEdit,
  canSee,
  canWithdraw,
  libraryAbilities,
  mayPublishTo,
  type TemplateViewer,
} from './policies';
import { presentDetail, presentItem } from './present';
import { findTemplate, listTemplates, type TemplateRow } from './repo';

/** Chinese refusals of the template library. */
export const TemplateMessage = {
  gone: '模板不存在或已无法查看',
  systemReadOnly: '系统模板不能修改，可套用后在文档中编辑',
  notYours: '只能修改自己创建的模板',
  alreadyPublished: '模板已发布，如需更改发布范围请先撤回',
  notPublished: '模板尚未发布',
  otherTeam: '只能发布到你当前所在的团队',
  noTeamLibrary: '需要当前团队的「模板库」权限才能发布到团队',
  officialOnly: '只有官方账号可以发布官方模板',
} as const;

const gone = () => new AppError(Status.NOT_FOUND, TemplateMessage.gone);

/** A template the viewer can see, or 4040 (never saying whether it exists elsewhere). */
export async function visibleTemplate(db: DbLike, v: TemplateViewer, id: string): Promise<TemplateRow> {
  const row = await findTemplate(db, id);
  if (!row || !canSee(v, row)) throw gone();
  return row;
}

/** A template the viewer owns: 4040 when not visible, 7013 when visible but not theirs. */
async function ownTemplate(db: DbLike, v: TemplateViewer, id: string): Promise<TemplateRow> {
  const row = await visibleTemplate(db, v, id);
  if (!canEdit(v, row)) {
    throw new AppError(
      Status.NO_PERMISSION,
      row.ownerId === null ? TemplateMessage.systemReadOnly : TemplateMessage.notYours,
    );
  }
  return row;
}

/** The filters' options. */
export function typeOptions() {
  return {
    list: Object.entries(TemplateWorkTypeLabel).map(([value, label]) => ({ value, label })),
    doc_types: Object.values(TemplateDocType).map((value) => ({ value, label: TemplateDocTypeLabel[value] })),
    sources: Object.values(TemplateSource).map((value) => ({ value, label: TemplateSourceLabel[value] })),
  };
}

/** A page of visible templates with the viewer's abilities. */
export async function templatePage(db: DbLike, v: TemplateViewer, q: TTemplateListQuery) {
  const { rows, total } = await listTemplates(db, v, q);
  return { list: rows.map((r) => presentItem(r, v)), total, abilities: libraryAbilities(v) };
}

/** One visible template in full. */
export async function templateDetail(db: DbLike, v: TemplateViewer, id: string): Promise<TTemplateDetail> {
  return presentDetail(await visibleTemplate(db, v, id), v);
}

/** A new template of the viewer's own, not published. */
export async function addTemplate(db: DbLike, v: TemplateViewer, input: TTemplateAdd, now: Date) {
  const id = crypto.randomUUID();
  await db.insert(templates).values({
    id,
    ownerId: v.userId,
    teamId: v.teamId,
    name: input.template_name,
    description: input.description,
    docType: input.doc_type,
    workType: input.work_type,
    ...normaliseContent(input.content),
    createdAt: now,
    updatedAt: now,
  });
  return { template_id: id };
}

/** Changes the given fields of one of the viewer's templates (a published one stays published). */
export async function updateTemplate(db: DbLike, v: TemplateViewer, input: TTemplateUpdate, now: Date) {
  const row = await ownTemplate(db, v, input.template_id);
  await db
    .update(templates)
    .set({
      ...(input.template_name !== undefined ? { name: input.template_name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.doc_type !== undefined ? { docType: input.doc_type } : {}),
      ...(input.work_type !== undefined ? { workType: input.work_type } : {}),
      ...(input.content !== undefined ? normaliseContent(input.content) : {}),
      updatedAt: now,
    })
    .where(eq(templates.id, row.id));
  return { template_id: row.id };
}

/** Deletes one of the viewer's templates; documents made from it keep their content. */
export async function deleteTemplate(db: DbLike, v: TemplateViewer, id: string) {
  const row = await ownTemplate(db, v, id);
  await db.delete(templates).where(eq(templates.id, row.id));
  return { template_id: row.id };
}

/**
 * Publishes one of the viewer's templates: to the current team (a team_id sent must be that team;
 * it is a hint, never a way to reach another team) or, for official users, to everyone.
 */
export async function publishTemplate(db: DbLike, v: TemplateViewer, input: TTemplatePublish, now: Date) {
  const row = await ownTemplate(db, v, input.template_id);
  if (row.published) throw new AppError(Status.CONFLICT, TemplateMessage.alreadyPublished);
  if (input.scope === 'team') {
    if (!v.teamId) throw new AppError(Status.NO_TEAM, '你还没有加入团队，无法发布到团队');
    if (input.team_id && input.team_id !== v.teamId) {
      throw new AppError(Status.NO_PERMISSION, TemplateMessage.otherTeam);
    }
  }
  if (!mayPublishTo(v, input.scope)) {
    throw new AppError(
      Status.NO_PERMISSION,
      input.scope === 'official' ? TemplateMessage.officialOnly : TemplateMessage.noTeamLibrary,
    );
  }
  await db
    .update(templates)
    .set({
      published: true,
      publishScope: input.scope,
      teamId: input.scope === 'team' ? v.teamId : row.teamId,
      updatedAt: now,
    })
    .where(eq(templates.id, row.id));
  return { template_id: row.id, published: true };
}

/** Withdraws a publication of one of the viewer's templates; it stays theirs. */
export async function withdrawTemplate(db: DbLike, v: TemplateViewer, id: string, now: Date) {
  const row = await ownTemplate(db, v, id);
  if (!canWithdraw(v, row)) throw new AppError(Status.CONFLICT, TemplateMessage.notPublished);
  await db
    .update(templates)
    .set({ published: false, publishScope: null, updatedAt: now })
    .where(eq(templates.id, row.id));
  return { template_id: row.id, published: false };
}
