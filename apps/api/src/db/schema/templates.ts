import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/**
 * Templates of the template library. System templates ship with the product (`source_key` set, no
 * owner, read-only). A user's template belongs to its owner; publishing it makes it visible to the
 * team in `team_id` (publish_scope 'team') or to everyone (publish_scope 'official', official users).
 */
export const templates = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    /** Stable key of a system template (seed); null for users' templates. */
    sourceKey: text('source_key'),
    /** The author; null for system templates. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The team a published template is visible to (publish_scope 'team'). */
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    /** 'team' or 'official' while published; null otherwise. */
    publishScope: text('publish_scope'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** TemplateDocType: 6 人物设定, 3 故事大纲, 4 分集大纲, 5 剧本, 99 其他. */
    docType: integer('doc_type').notNull(),
    /** TemplateWorkType: ALL or a media type. */
    workType: text('work_type').notNull().default('ALL'),
    /** The editor's HTML (one <p> per line, data-block on script lines). */
    content: text('content').notNull(),
    /** Plain text of the content, lines joined by \n (search and summaries). */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('templates_source_key_idx').on(t.sourceKey),
    index('templates_owner_idx').on(t.ownerId),
    index('templates_team_idx').on(t.teamId),
  ],
);

export type TTemplateRow = typeof templates.$inferSelect;
