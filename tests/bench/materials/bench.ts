import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, materials, openDatabase } from '@juzuo/api';
import { createScratchDatabase } from '../postgres';
import { percentile } from '../relay/stats';
import { material, RARE, random, WORDS } from './corpus';

// Material search over 100,000 generated materials: the product's ranked top-20 page (index query:
// visibility, match, rank, total and page in one statement, then the presenter) against a plain
// LIKE '%word%' scan answering the same page, in the same run, on PGlite and on PostgreSQL.

/** One query's figures on one database. */
export interface SearchRow {
  db: string;
  label: string;
  keyword: string;
  /** Rows matching (counted by the LIKE scan). */
  matches: number;
  /** The search counted up to its cap only (total_capped). */
  capped: boolean;
  p50: number;
  p99: number;
  likeP50: number;
  likeP99: number;
}

export interface SearchBench {
  rows: number;
  loadSeconds: Record<string, number>;
  results: SearchRow[];
}

/** The queries: lengths 1, 2 and 4, rare and frequent (10,000+ rows). */
export const QUERIES: { label: string; keyword: string }[] = [
  { label: '1 字，罕见', keyword: RARE[0] as string },
  { label: '1 字，高频', keyword: '情' },
  // About 1,400 rows: below the count cap, counted exactly and ranked in full.
  { label: '2 字', keyword: '法人' },
  { label: '2 字，高频', keyword: WORDS[8] as string },
  { label: '2 字，最高频', keyword: WORDS[0] as string },
  { label: '4 字', keyword: WORDS.find((w) => w.length === 4) as string },
  { label: '4 字，无结果', keyword: '风起云涌' },
];

const ROWS = Number(process.env.BENCH_MATERIALS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_SEARCH_ITERATIONS ?? 100);
const LIKE_ITERATIONS = Number(process.env.BENCH_LIKE_ITERATIONS ?? 10);

function generate(count: number) {
  const rnd = random(20261126);
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: count }, (_, n) => {
    const createdAt = new Date(start + n * 60_000);
    return materials.newRow(
      `bench-${n}`,
      material(rnd, n),
      { scope: 2, teamId: null, userId: null },
      true,
      createdAt,
    );
  });
}

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

async function measure(kind: string, database: Database, rowsToLoad: ReturnType<typeof generate>) {
  const db = database.db;
  const [loadMs] = await time(() => materials.bulkLoad(db, rowsToLoad, 2000));
  console.log(`materials ${kind}: ${rowsToLoad.length} rows loaded in ${(loadMs / 1000).toFixed(1)} s`);
  const out: SearchRow[] = [];
  for (const q of QUERIES) {
    const input = { keyword: q.keyword, cat1: 'all', sort: 'COMP', page_index: 1, page_size: 20 } as const;
    const search = () => materials.listMaterials(db, materials.VISITOR, input);
    for (let i = 0; i < 5; i++) await search();
    const samples: number[] = [];
    let page = await search();
    for (let i = 0; i < ITERATIONS; i++) {
      const [ms, answer] = await time(search);
      samples.push(ms);
      page = answer;
    }
    const matches = page.total;
    await materials.likeScanPage(db, q.keyword);
    const like: number[] = [];
    let likeMatches = 0;
    for (let i = 0; i < LIKE_ITERATIONS; i++) {
      const [ms, total] = await time(() => materials.likeScanPage(db, q.keyword));
      like.push(ms);
      likeMatches = total;
    }
    // A 1-2 character word: the index and LIKE must agree exactly (longer words: synonyms may add);
    // past the count cap the total is a floor.
    const agree = page.total_capped ? likeMatches >= matches : likeMatches === matches;
    if ([...q.keyword].length <= 2 && !agree) {
      throw new Error(`${kind} ${q.keyword}: index ${matches} rows, LIKE ${likeMatches}`);
    }
    const row = {
      db: kind,
      label: q.label,
      keyword: q.keyword,
      matches: likeMatches,
      capped: page.total_capped,
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
      likeP50: percentile(like, 50),
      likeP99: percentile(like, 99),
    };
    console.log(
      `  ${q.label} ${q.keyword}: ${likeMatches} rows${page.total_capped ? ' (search total capped)' : ''}, p50 ${row.p50.toFixed(1)} / p99 ${row.p99.toFixed(1)} ms; LIKE ${row.likeP50.toFixed(0)} / ${row.likeP99.toFixed(0)} ms`,
    );
    out.push(row);
  }
  return { loadMs, out };
}

/** Runs the search benchmark on PGlite (in its worker, as the product runs it) and PostgreSQL. */
export async function benchMaterialSearch(pgAdminUrl: string | null): Promise<SearchBench> {
  const rows = generate(ROWS);
  const results: SearchRow[] = [];
  const loadSeconds: Record<string, number> = {};
  if (pgAdminUrl) {
    const scratch = await createScratchDatabase(pgAdminUrl);
    try {
      const pg = await openDatabase({ databaseUrl: scratch.url });
      try {
        const { loadMs, out } = await measure('PostgreSQL', pg, rows);
        loadSeconds.PostgreSQL = loadMs / 1000;
        results.push(...out);
      } finally {
        await pg.close();
      }
    } finally {
      await scratch.drop();
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jz-bench-materials-'));
  try {
    const pglite = await openDatabase({ pgliteDir: dir });
    try {
      const { loadMs, out } = await measure('PGlite', pglite, rows);
      loadSeconds.PGlite = loadMs / 1000;
      results.push(...out);
    } finally {
      await pglite.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { rows: rows.length, loadSeconds, results };
}
