import { and, desc, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { materials, type TMaterialRow } from '../../db/schema';
import { runs } from './grams';
import { type ListRow, listColumns, visibleTo } from './repo-search';
import type { Viewer } from './viewer';

/** How many visible materials each (cat1, cat2) holds. */
export async function categoryCounts(db: Db, viewer: Viewer) {
  return db
    .select({ cat1: materials.cat1, cat2: materials.cat2, count: sql<number>`count(*)`.mapWith(Number) })
    .from(materials)
    .where(visibleTo(viewer))
    .groupBy(materials.cat1, materials.cat2);
}

/** The most used tags among visible materials. */
export async function topTags(db: Db, viewer: Viewer, limit: number) {
  const tag = sql<string>`t.tag`;
  return db
    .select({ tag, count: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`${materials} cross join lateral jsonb_array_elements_text(${materials.tags}) as t(tag)`)
    .where(visibleTo(viewer))
    .groupBy(tag)
    .orderBy(desc(sql`count(*)`), tag)
    .limit(limit);
}

/** How many candidates similar_list scores at most (found through the token index). */
const CANDIDATES = 300;
/** Title pairs used to find candidates. */
const MAX_PAIRS = 16;

/** Pairs of neighbouring characters of a folded title: the text that says what a material is about. */
function titlePairs(titleNorm: string): string[] {
  const out = new Set<string>();
  for (const run of runs(titleNorm)) {
    for (let i = 0; i + 1 < run.length && out.size < MAX_PAIRS; i++) out.add(`${run[i]}${run[i + 1]}`);
  }
  return [...out];
}

const arr = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

/**
 * Visible materials close to `m`: shared tags (3 each), its title's pairs found in their title (2)
 * or body (1), same category (1). Candidates come from the index (shared tag or pair), capped.
 */
export async function similarTo(db: Db, viewer: Viewer, m: TMaterialRow, size: number): Promise<ListRow[]> {
  const pairs = titlePairs(m.titleNorm);
  const tags = m.tags;
  const found = [];
  if (tags.length) found.push(sql`${materials.tags} ?| ${arr(tags)}`);
  if (pairs.length) found.push(sql`${materials.grams} && ${arr(pairs)}`);
  if (!found.length) found.push(sql`${materials.cat1} = ${m.cat1}`);
  const candidates = db
    .select({ id: materials.id })
    .from(materials)
    .where(and(ne(materials.id, m.id), visibleTo(viewer), sql`(${sql.join(found, sql` or `)})`))
    .limit(CANDIDATES)
    .as('candidates');
  const sharedTags = tags.length
    ? sql`(select count(*) from jsonb_array_elements_text(${materials.tags}) as st(tag) where st.tag = any(${arr(tags)}))`
    : sql`0`;
  const pairScore = pairs.length
    ? sql.join(
        pairs.map(
          (p) =>
            sql`(case when strpos(${materials.titleNorm}, ${p}) > 0 then 2 when strpos(${materials.contentNorm}, ${p}) > 0 then 1 else 0 end)`,
        ),
        sql` + `,
      )
    : sql`0`;
  const score = sql`(3 * ${sharedTags} + ${pairScore} + case when ${materials.cat1} = ${m.cat1} then 1 else 0 end)`;
  return db
    .select(listColumns)
    .from(materials)
    .innerJoin(candidates, sql`${candidates.id} = ${materials.id}`)
    .orderBy(desc(score), desc(materials.compScore), desc(materials.id))
    .limit(size);
}
