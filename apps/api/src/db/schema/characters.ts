import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { works } from './works';

/**
 * Characters of a work (ai/character/v2). One person under a name and any aliases; the service
 * keeps names and aliases unique within a work (case-insensitive after trimming).
 */
export const characters = pgTable(
  'characters',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    /** Profile texts by key (age, identity, personality, goal, relations, description). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** CharacterStatus: 1 enabled, 0 set aside. */
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('characters_work_idx').on(t.workId, t.sort)],
);

export type TCharacterRow = typeof characters.$inferSelect;
