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
  /** More than COUNT_CAP rows match: `total` is COUNT_CAP (the page is still exact). */
  capped: boolean;
}

/**
 * Up to this many matches are counted exactly and ranked in full. Past it (a frequent word, e.g.
 * 10,000 rows), counting and ranking every match would read every match's heap page, so the page is
 * taken by walking the order's index instead and the total says "at least COUNT_CAP".
 */
export const COUNT_CAP = 2000;

type Sort = 'COMP' | 'NEW' | 'HOT';
type Page = { index: number; size: number };

const orderOf = (sort: Sort): SQL[] =>
  sort === 'NEW'
    ? [desc(materials.createdAt), desc(materials.id)]
    : sort === 'HOT'
      ? [desc(materials.hotScore), desc(materials.compScore), desc(materials.id)]
      : [desc(materials.compScore), desc(materials.id)];

/** One page of the viewer's materials, filtered, ranked (keyword) or ordered by sort; with the total. */
export async function searchPage(
  db: Db,
  viewer: Viewer,
  query: ParsedQuery | null,
  filters: ListFilters,
  sort: Sort,
  page: Page,
  cap = COUNT_CAP,
): Promise<SearchPage> {
  const where = [visibleTo(viewer), ...filtersOf(filters)];
  if (!query || query.terms.length === 0) return plainPage(db, where, sort, page);
  return db.transaction(async (tx) => {
    // A frequent word makes the planner prefer a sequential scan, which tests the token array of
    // every row (read from TOAST): the bitmap over the token index is far cheaper for a capped count.
    await tx.execute(sql`set local enable_seqscan = off`);
    return keywordPage(tx as unknown as Db, where, query, sort, page, cap);
  });
}

async function keywordPage(
  db: Db,
  where: SQL[],
  query: ParsedQuery,
  sort: Sort,
  page: Page,
  cap: number,
): Promise<SearchPage> {
  // Count through the token index, stopping past the cap (a rare word costs its few rows only).
  const matching = db
    .select({ one: sql`1` })
    .from(materials)
    .where(and(...where, matchesQuery(query)))
    .limit(cap + 1)
    .as('matching');
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
  const n = counted?.n ?? 0;
  if (n === 0) return { rows: [], total: 0, capped: false };
  if (n <= cap) {
    const rank = sort === 'COMP' ? [sql`${rankOf(query)} desc`] : [];
    const rows = await db
      .select(listColumns)
      .from(materials)
      .where(and(...where, matchesQuery(query)))
      .orderBy(...rank, ...orderOf(sort))
      .limit(page.size)
      .offset((page.index - 1) * page.size);
    return { rows, total: n, capped: false };
  }
  const tiers = sort === 'COMP' ? fieldTiers(query) : [substringMatch(query, FIELDS_ALL)];
  return { rows: await tieredPage(db, where, tiers, sort, page), total: cap, capped: true };
}

/** Without a keyword: the order's index answers the page; the total counts the filtered rows. */
async function plainPage(db: Db, where: SQL[], sort: Sort, page: Page): Promise<SearchPage> {
  const rows = await db
    .select(listColumns)
    .from(materials)
    .where(and(...where))
    .orderBy(...orderOf(sort))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [c] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(materials)
    .where(and(...where));
  return { rows, total: c?.n ?? 0, capped: false };
}

type Field = typeof materials.titleNorm | typeof materials.contentNorm | typeof materials.tagsNorm;
const FIELDS_ALL: Field[] = [materials.titleNorm, materials.contentNorm, materials.tagsNorm];

/** Every word is a substring of one of `fields` (no token lookup: used while walking an index). */
function substringMatch(q: ParsedQuery, fields: Field[]): SQL {
  return sql.join(
    q.terms.map((t) =>
      anyAlt(
        t,
        (a) =>
          sql`(${sql.join(
            fields.map((f) => contains(f, a)),
            sql` or `,
          )})`,
      ),
    ),
    sql` and `,
  );
}

/** The relevance tiers of a frequent query: every word in the title; in title or body; the rest. */
function fieldTiers(q: ParsedQuery): SQL[] {
  const inTitle = substringMatch(q, [materials.titleNorm]);
  const inText = substringMatch(q, [materials.titleNorm, materials.contentNorm]);
  const anywhere = substringMatch(q, FIELDS_ALL);
  return [inTitle, sql`(${inText} and not (${inTitle}))`, sql`(${anywhere} and not (${inText}))`];
}

/**
 * Takes the page tier by tier, each walked in the order's index with the substring test as a
 * filter: a frequent word fills a page after a few dozen rows. A later tier is read only when the
 * earlier ones are exhausted before the page ends.
 */
async function tieredPage(db: Db, where: SQL[], tiers: SQL[], sort: Sort, page: Page): Promise<ListRow[]> {
  let skip = (page.index - 1) * page.size;
  let need = page.size;
  const out: ListRow[] = [];
  for (const tier of tiers) {
    const rows = await db
      .select(listColumns)
      .from(materials)
      .where(and(...where, tier))
      .orderBy(...orderOf(sort))
      .limit(skip + need);
    if (rows.length > skip) {
      const taken = rows.slice(skip, skip + need);
      out.push(...taken);
      need -= taken.length;
      skip = 0;
    } else skip -= rows.length;
    if (need === 0) break;
  }
  return out;
}
