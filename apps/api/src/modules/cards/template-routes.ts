import {
  CardMappingType,
  cardTemplateCreate,
  cardTemplateGet,
  cardTemplateLast,
  cardTemplateList,
  cardTemplateUpdate,
  ok,
  Status,
  SYSTEM_CARD_TEMPLATES,
  type TCardMappingType,
} from '@juzuo/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cardTemplates } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import {
  createTemplate,
  lastTemplate,
  noteTemplateUse,
  presentTemplate,
  requireTemplate,
  templateFields,
} from './templates';

/** works/card_template (GET, POST, PUT), list and last. Templates belong to a user, not a work. */
export function registerTemplateRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  route(app, cardTemplateGet, {}, async (request) =>
    ok(await requireTemplate(db, request.input.template_id)),
  );

  route(app, cardTemplateList, {}, async (request) => {
    const own = await db
      .select()
      .from(cardTemplates)
      .where(eq(cardTemplates.userId, request.auth.userId))
      .orderBy(desc(cardTemplates.updatedAt), desc(cardTemplates.id));
    const list = [...SYSTEM_CARD_TEMPLATES, ...own.map(presentTemplate)];
    return ok({ list, total: list.length });
  });

  route(app, cardTemplateLast, {}, async (request) =>
    ok({ template: await lastTemplate(db, request.auth.userId) }),
  );

  route(app, cardTemplateCreate, {}, async (request) => {
    const { name, mapping_type, parent_id, fields } = request.input;
    const userId = request.auth.userId;
    const now = new Date(app.clock.now());
    let parentFields: { key: string; label: string }[] = [];
    if (mapping_type === CardMappingType.SUB) {
      if (!parent_id)
        throw new AppError(Status.VALIDATION, '子模板需要 parent_id（所继承的模板）', { field: 'parent_id' });
      parentFields = (await requireTemplate(db, parent_id)).fields;
    }
    const templateId = await createTemplate(
      db,
      userId,
      {
        name,
        mappingType: mapping_type,
        parentId: parent_id ?? '',
        fields: templateFields(fields, parentFields),
      },
      now,
    );
    await noteTemplateUse(db, userId, templateId, now);
    return ok({ template_id: templateId });
  });

  route(app, cardTemplateUpdate, {}, async (request) => {
    const { template_id, name, mapping_type, fields } = request.input;
    const userId = request.auth.userId;
    const template = await requireTemplate(db, template_id);
    const [row] = await db.select().from(cardTemplates).where(eq(cardTemplates.id, template_id)).limit(1);
    if (!row) throw new AppError(Status.NO_PERMISSION, '系统模板不能修改');
    if (row.userId !== userId) throw new AppError(Status.NO_PERMISSION, '只能修改自己的卡片模板');
    // A template becomes a sub template only with a parent to extend; leaving sub forgets it.
    if (mapping_type === CardMappingType.SUB && !row.parentId)
      throw new AppError(Status.VALIDATION, '子模板需要 parent_id，请新建一个子模板', {
        field: 'mapping_type',
      });
    const now = new Date(app.clock.now());
    await db
      .update(cardTemplates)
      .set({
        updatedAt: now,
        ...(name !== undefined ? { name } : {}),
        ...(mapping_type !== undefined
          ? {
              mappingType: mapping_type as TCardMappingType,
              parentId: mapping_type === CardMappingType.SUB ? row.parentId : '',
            }
          : {}),
        ...(fields !== undefined ? { fields: templateFields(fields) } : {}),
      })
      .where(eq(cardTemplates.id, template.template_id));
    await noteTemplateUse(db, userId, template_id, now);
    return ok({ template_id });
  });
}
