import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';
import { teams } from './teams';
import { users } from './users';

/**
 * Works (projects). A work belongs to one team; `deletedAt` set means it is in the recycle bin
 * (soft-deleted); permanent deletion removes the row and, by cascade, everything under it.
 */
export const works = pgTable(
  'works',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** ProjectType: SCRIPT | CARTOON | ANIMATION | GAME. */
    projectType: text('project_type').notNull(),
    /** MediaType (script_type): SCRIPT | CARTOON | NOVEL | ANIMATION | GAME. */
    mediaType: text('media_type').notNull(),
    /** LengthType: LONG | MEDIUM | SHORT | MINI. */
    lengthType: text('length_type').notNull(),
    /** TargetGroup: A | M | F. */
    targetGroup: text('target_group').notNull().default('A'),
    /** Genre / type code from works/type_list, if chosen. */
    workType: text('work_type'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** One-line pitch shown on cards. */
    intro: text('intro').notNull().default(''),
    /** works/base_info fields beyond the columns above (synopsis, world, episode count ...). */
    baseInfo: jsonb('base_info').$type<Record<string, unknown>>().notNull().default({}),
    /** The chosen cover (one of work_covers), null for none. */
    coverId: text('cover_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('works_team_idx').on(t.teamId, t.deletedAt, t.updatedAt)],
);

/** Work membership with work-level permissions (subset of EditIdeas, WriteWork, Producer, AiEvaluate). */
export const workMembers = pgTable(
  'work_members',
  {
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.userId] }), index('work_members_user_idx').on(t.userId)],
);

/** Covers uploaded for a work (cover_img_list); the work's coverId picks one. */
export const workCovers = pgTable(
  'work_covers',
  {
    id: text('id').primaryKey(),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('work_covers_work_idx').on(t.workId)],
);

export type TWorkRow = typeof works.$inferSelect;
export type TWorkMemberRow = typeof workMembers.$inferSelect;
export type TWorkCoverRow = typeof workCovers.$inferSelect;
