import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { materials } from '../../db/schema';
import { fold } from './fold';
import { listColumns, visibleTo } from './repo-search';
import { VISITOR } from './viewer';

// For the search benchmark only (tests/bench/materials): a bulk load and the plain LIKE scan it
// compares the index with.

/** Loads many rows fast: the token index is built once after the rows, not row by row. */
export async function bulkLoad(db: Db, rows: (typeof materials.$inferInsert)[], batch = 500): Promise<void> {
  await db.execute(sql`drop index if exists materials_grams_gin`);
  for (let i = 0; i < rows.length; i += batch) await db.insert(materials).values(rows.slice(i, i + batch));
  await db.execute(sql`create index materials_grams_gin on materials using gin (grams)`);
  await db.execute(sql`analyze materials`);
}

/** The yardstick: the same page (visible to a visitor, top 20 by COMP, with the total) by LIKE '%word%'. */
export async function likeScanPage(db: Db, keyword: string): Promise<number> {
  const pattern = `%${fold(keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(materials)
    .where(
      sql`${visibleTo(VISITOR)} and (${materials.titleNorm} like ${pattern} or ${materials.contentNorm} like ${pattern} or ${materials.tagsNorm} like ${pattern})`,
    )
    .orderBy(sql`${materials.compScore} desc`)
    .limit(20);
  return rows[0]?.total ?? 0;
}
