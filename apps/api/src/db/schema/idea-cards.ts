import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ideas } from './documents';
import { users } from './users';
import { works } from './works';

/**
 * The checkpoint mirror of an idea's card board. The live board is the Yjs document `cards:<idea_id>`
 * (state in collab_states); every stored checkpoint rewrites these rows, so idea_card list and
 * get_by_id read the board without Yjs. `sort` is the card's place in the board's `cards` array.
 */
export const ideaCards = pgTable(
  'idea_cards',
  {
    /** The card_id the board's Y.Map carries (unique across boards). */
    id: text('id').primaryKey(),
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    /** The card template that shapes its fields ('' for none). */
    templateId: text('template_id').notNull().default(''),
    /** Field key -> text, as the card's `fields` map holds them. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('idea_cards_idea_idx').on(t.ideaId, t.sort)],
);

export type TIdeaCardRow = typeof ideaCards.$inferSelect;

/**
 * Card templates a user made (owner type user). System templates ship with the product in code
 * (modules/cards/system-templates.ts) and are never rows.
 */
export const cardTemplates = pgTable(
  'card_templates',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** CardMappingType: full 1, alone 2, sub 3. */
    mappingType: integer('mapping_type').notNull().default(1),
    /** The template a sub (3) template extends ('' otherwise). */
    parentId: text('parent_id').notNull().default(''),
    /** Ordered fields: key and Chinese label. */
    fields: jsonb('fields').$type<{ key: string; label: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('card_templates_user_idx').on(t.userId)],
);

export type TCardTemplateRow = typeof cardTemplates.$inferSelect;

/** The card template a user used last (card_template/last), system or their own. */
export const cardTemplateLastUsed = pgTable('card_template_last_used', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  templateId: text('template_id').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
