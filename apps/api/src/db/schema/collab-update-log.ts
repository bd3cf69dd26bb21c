import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/**
 * The durable update log of relay documents: every Yjs update a relay received, appended before
 * the relay acknowledges it, so an acknowledged edit survives a crash of the relay or the process.
 * A document's content is its collab_states checkpoint plus its rows here in id order; storing a
 * checkpoint folds the rows it read into the state and deletes exactly those rows.
 * No foreign key: an append must cost one insert; rows of a document that no longer exists are
 * dropped by the compaction sweep.
 */
export const collabUpdateLog = pgTable(
  'collab_update_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Relay name of the document (`doc:<id>`, `idea:<id>` ...). */
    name: text('name').notNull(),
    update: bytea('update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('collab_update_log_name_idx').on(t.name, t.id)],
);

export type TCollabUpdateLogRow = typeof collabUpdateLog.$inferSelect;
