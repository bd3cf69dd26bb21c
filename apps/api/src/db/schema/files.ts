import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Variant name -> storage key of its webp rendition (images only). */
export type TStoredVariants = Partial<Record<'large' | 'big' | 'mid' | 'small' | 'mini', string>>;

/**
 * One uploaded file as its owner sees it. The bytes live in the file store under `storageKey`, which
 * is derived from the sha256, so several rows (owners) can share one stored object.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'image' (went through the image pipeline and has variants) or 'file'. */
    kind: text('kind', { enum: ['file', 'image'] }).notNull(),
    /** MIME type detected from the bytes, never the client's claim. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The client's file name, kept for display and downloads only. */
    filename: text('filename').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    /** Several frames (animated gif/webp); variants show the first one. */
    animated: boolean('animated').notNull().default(false),
    variants: jsonb('variants').$type<TStoredVariants>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same owner uploading the same bytes again gets the same row back.
    uniqueIndex('files_owner_kind_sha_idx').on(t.ownerUserId, t.kind, t.sha256),
    index('files_sha_idx').on(t.sha256),
  ],
);

export type TFileRow = typeof files.$inferSelect;
