import { and, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { materials, type TMaterialRow } from '../../db/schema';
import { wordGrams } from './grams';
import type { ParsedQuery, QueryTerm } from './query';
import type { Viewer } from './viewer';

// Listing and search. Everything — visibility, filters, the keyword's index lookup, ranking, the
// total and the page — is one SQL statement, so a frequent word matching 10,000 rows never brings
// them into the process: the database ranks them and hands back one page.

/** Rank weights: a word in the title counts above the body, the body above the tags. */
const W_TITLE = 8;
const W_BODY = 4;
const W_TAGS = 2;
const W_PHRASE = 3;

/** Rows a viewer may read (identity from the token, never from the request). */
export function visibleTo(v: Viewer): SQL {
  const official = v.isOfficial
    ? sql`${materials.scope} = 2`
    : sql`(${materials.scope} = 2 and ${materials.published})`;
  const parts = [official];
  if (v.teamId) parts.push(sql`(${materials.scope} = 3 and ${materials.teamId} = ${v.teamId})`);
  if (v.userId) parts.push(sql`(${materials.scope} = 1 and ${materials.userId} = ${v.userId})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

const textArray = (items: readonly string[]): SQL =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

const contains = (column: SQLWrapper, word: string): SQL => sql`strpos(${column}, ${word}) > 0`;

/** One alternative of a word matches: its tokens through the GIN index, a substring recheck when longer. */
function altMatches(alt: string): SQL {
  const lookup = sql`${materials.grams} @> ${textArray(wordGrams(alt))}`;
  // A 1-2 character word is one token: the index answer is exact, no recheck needed.
  if ([...alt].length <= 2) return lookup;
  const anyField = sql`(${contains(materials.titleNorm, alt)} or ${contains(materials.contentNorm, alt)} or ${contains(materials.tagsNorm, alt)})`;
  return sql`(${lookup} and ${anyField})`;
}

const anyAlt = (term: QueryTerm, test: (alt: string) => SQL): SQL =>
  sql`(${sql.join(term.alts.map(test), sql` or `)})`;

/** A material matches a query when it contains every word (any of its synonyms). */
export function matchesQuery(q: ParsedQuery): SQL {
  return sql.join(
    q.terms.map((t) => anyAlt(t, altMatches)),
    sql` and `,
  );
}

/** Relevance: per word, title above body above tags; a bonus for the whole phrase. */
export function rankOf(q: ParsedQuery): SQL {
  const per = q.terms.map(
    (t) =>
      sql`(case when ${anyAlt(t, (a) => contains(materials.titleNorm, a))} then ${sql.raw(String(W_TITLE))} else 0 end
        + case when ${anyAlt(t, (a) => contains(materials.contentNorm, a))} then ${sql.raw(String(W_BODY))} else 0 end
        + case when ${anyAlt(t, (a) => contains(materials.tagsNorm, a))} then ${sql.raw(String(W_TAGS))} else 0 end)`,
  );
  if (q.phrase) {
    per.push(
      sql`case when ${contains(materials.titleNorm, q.phrase)} or ${contains(materials.contentNorm, q.phrase)} then ${sql.raw(String(W_PHRASE))} else 0 end`,
    );
  }
  return sql`(${sql.join(per, sql` + `)})`;
}

/** What a list filters on besides the keyword. */
export interface ListFilters {
  cat1?: string;
  cat2?: string;
  tag?: string;
  scope?: number;
}

export function filtersOf(f: ListFilters): SQL[] {
  const out: SQL[] = [];
  if (f.cat1 && f.cat1 !== 'all') out.push(eq(materials.cat1, f.cat1));
  if (f.cat2) out.push(eq(materials.cat2, f.cat2));
  if (f.tag) out.push(sql`${materials.tags} @> ${JSON.stringify([f.tag])}::jsonb`);
  if (f.scope) out.push(eq(materials.scope, f.scope));
  return out;
}

/** Columns a list needs (the content for the snippet; never the token array). */
export const listColumns = {
  id: materials.id,
  scope: materials.scope,
  teamId: materials.teamId,
  userId: materials.userId,
  title: materials.title,
  titleNorm: materials.titleNorm,
  content: materials.content,
  contentNorm: materials.contentNorm,
  cat1: materials.cat1,
  cat2: materials.cat2,
  tags: materials.tags,
  published: materials.published,
  viewCount: materials.viewCount,
  collectCount: materials.collectCount,
  useCount: materials.useCount,
  createdAt: materials.createdAt,
  updatedAt: materials.updatedAt,
};

/** A row with the list columns. */
export type ListRow = Pick<TMaterialRow, keyof typeof listColumns>;

export interface SearchPage {
  rows: ListRow[];
  total: number;
}

/** One page of the viewer's materials, filtered, ranked (keyword) or ordered by sort; with the total. */
export async function searchPage(
  db: Db,
  viewer: Viewer,
  query: ParsedQuery | null,
  filters: ListFilters,
  sort: 'COMP' | 'NEW' | 'HOT',
  page: { index: number; size: number },
): Promise<SearchPage> {
  const where = [visibleTo(viewer), ...filtersOf(filters)];
  const hasQuery = query && query.terms.length > 0;
  if (hasQuery) where.push(matchesQuery(query));
  const order: SQL[] = [];
  if (sort === 'NEW') order.push(desc(materials.createdAt));
  else if (sort === 'HOT') order.push(desc(materials.hotScore));
  else if (hasQuery) order.push(sql`${rankOf(query)} desc`);
  order.push(desc(materials.compScore), desc(materials.id));
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(materials)
    .where(and(...where))
    .orderBy(...order)
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  if (rows.length === 0 && page.index > 1) {
    // Past the last page: the window count came with no row, so count separately.
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(materials)
      .where(and(...where));
    return { rows: [], total: c?.n ?? 0 };
  }
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}
