import crypto from 'node:crypto';
import {
  CardMappingType,
  CardTemplateOwner,
  Status,
  systemCardTemplate,
  type TCardMappingType,
  type TCardTemplate,
  type TCardTemplateField,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import { cardTemplateLastUsed, cardTemplates, type TCardTemplateRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { AppError } from '../../lib/errors';

/** Said when a template id names nothing. */
export const TEMPLATE_GONE = '卡片模板不存在';

/** A user's template row as the API presents it. */
export const presentTemplate = (row: TCardTemplateRow): TCardTemplate => ({
  template_id: row.id,
  name: row.name,
  owner_type: CardTemplateOwner.USER,
  mapping_type: row.mappingType as TCardMappingType,
  parent_id: row.parentId,
  fields: row.fields,
  update_time: row.updatedAt.getTime(),
});

/** A template by id: a system one, or any user's (a card on a shared board names its author's). */
export async function findTemplate(db: DbLike, id: string): Promise<TCardTemplate | null> {
  const system = systemCardTemplate(id);
  if (system) return system;
  const [row] = await db.select().from(cardTemplates).where(eq(cardTemplates.id, id)).limit(1);
  return row ? presentTemplate(row) : null;
}

/** Like findTemplate, 4040 when there is none. */
export async function requireTemplate(db: DbLike, id: string): Promise<TCardTemplate> {
  const template = await findTemplate(db, id);
  if (!template) throw new AppError(Status.NOT_FOUND, TEMPLATE_GONE);
  return template;
}

/**
 * Template fields from input: labels trimmed, a missing key becomes `f<place>`; two fields with one
 * key are refused (a card keeps its texts by key). A sub template (3) starts with its parent's fields.
 */
export function templateFields(
  input: { key?: string; label: string }[],
  parent: TCardTemplateField[] = [],
): TCardTemplateField[] {
  const fields = [...parent, ...input.map((f, i) => ({ key: f.key ?? `f${i + 1}`, label: f.label }))];
  const keys = new Set<string>();
  for (const f of fields) {
    if (keys.has(f.key))
      throw new AppError(Status.VALIDATION, `fields 中的字段 key「${f.key}」重复`, { field: 'fields' });
    keys.add(f.key);
  }
  return fields;
}

/** A new user template; answers its id. */
export async function createTemplate(
  db: DbLike,
  userId: string,
  input: { name: string; mappingType: TCardMappingType; parentId: string; fields: TCardTemplateField[] },
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(cardTemplates).values({
    id,
    userId,
    name: input.name,
    mappingType: input.mappingType,
    parentId: input.mappingType === CardMappingType.SUB ? input.parentId : '',
    fields: input.fields,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Remembers the template a user used last (card_template/last). */
export async function noteTemplateUse(
  db: DbLike,
  userId: string,
  templateId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(cardTemplateLastUsed)
    .values({ userId, templateId, usedAt: now })
    .onConflictDoUpdate({ target: cardTemplateLastUsed.userId, set: { templateId, usedAt: now } });
}

/** The template a user used last, if it still exists. */
export async function lastTemplate(db: DbLike, userId: string): Promise<TCardTemplate | null> {
  const [row] = await db
    .select({ templateId: cardTemplateLastUsed.templateId })
    .from(cardTemplateLastUsed)
    .where(eq(cardTemplateLastUsed.userId, userId))
    .limit(1);
  return row ? findTemplate(db, row.templateId) : null;
}
