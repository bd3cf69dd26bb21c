import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/**
 * Writing materials of the materials centre. scope 2 official (no team, managed by is_official users),
 * 3 a team's (team_id), 1 a user's own (user_id). The *_norm columns hold the text folded for search
 * (traditional to simplified, lower case, same length as the original so match offsets carry over);
 * `grams` holds every 1- and 2-character token of them, GIN-indexed, so a Chinese query of any
 * length is answered by the index (pg_trgm cannot index 1-2 character words). Migration 0018 stores
 * `grams` out of line (STORAGE EXTERNAL): rows stay narrow, so a search reads few heap pages.
 */
export const materials = pgTable(
  'materials',
  {
    id: text('id').primaryKey(),
    /** ScopeType: 1 personal, 2 official, 3 team. */
    scope: integer('scope').notNull(),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** The creator (null for imported official materials). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stable key of an imported material (seed or operator file): importing again updates it. */
    sourceKey: text('source_key'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    cat1: text('cat1').notNull(),
    cat2: text('cat2').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    titleNorm: text('title_norm').notNull(),
    contentNorm: text('content_norm').notNull(),
    /** Tags folded and joined by a newline (no token spans two tags). */
    tagsNorm: text('tags_norm').notNull().default(''),
    grams: text('grams').array().notNull(),
    /** Official materials are visible to all once published; team and personal ones always to theirs. */
    published: boolean('published').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    useCount: integer('use_count').notNull().default(0),
    /** HOT order: views + 5 x saves + 3 x uses, kept with the counts. */
    hotScore: integer('hot_score').notNull().default(0),
    /** COMP order without a keyword: freshness in days plus popularity on a log scale. */
    compScore: doublePrecision('comp_score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('materials_grams_gin').using('gin', t.grams),
    uniqueIndex('materials_source_key_idx').on(t.sourceKey),
    index('materials_comp_idx').on(t.scope, t.compScore),
    // Frequent words are paged by walking this order (see modules/materials/repo-search.ts).
    index('materials_comp_score_idx').on(t.compScore),
    index('materials_new_idx').on(t.createdAt),
    index('materials_hot_idx').on(t.hotScore),
    index('materials_team_idx').on(t.teamId),
    index('materials_user_idx').on(t.userId),
  ],
);

export type TMaterialRow = typeof materials.$inferSelect;

/** A user's collection folders; the default folder is not a row (type_id null in collections). */
export const materialCollectionTypes = pgTable(
  'material_collection_types',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('material_collection_types_user_idx').on(t.userId)],
);

/** A saved material: one row per user and material; deleting a folder moves its rows to the default. */
export const materialCollections = pgTable(
  'material_collections',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: text('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    typeId: text('type_id').references(() => materialCollectionTypes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.materialId] }),
    index('material_collections_material_idx').on(t.materialId),
  ],
);
