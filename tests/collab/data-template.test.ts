import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_TEMPLATE_ENV, freshDataDir } from '../e2e/support/data-template';
import { repoRoot } from '../e2e/support/paths';
import { type Product, startProduct } from '../e2e/support/product';
import { connect, disconnectAll, waitUntil } from './support/clients';
import { docDetail, workWithDocument } from './support/story';

/**
 * Product starts in tests copy the run's migrated PGlite folder (e2e/support/data-template.ts)
 * instead of running initdb and the migrations: a product on a copy must be one on a fresh folder,
 * in what it serves and in what its database holds, and must share no row with another product.
 */

type Rows = Record<string, unknown>[];
interface RawPglite {
  query(sql: string): Promise<{ rows: Rows }>;
  close(): Promise<void>;
}

/** The PGlite build the product itself opens its folder with (the API's own dependency). */
async function openRaw(pgliteDir: string): Promise<RawPglite> {
  const entry = createRequire(path.join(repoRoot, 'apps/api/package.json')).resolve('@electric-sql/pglite');
  const { PGlite } = (await import(pathToFileURL(entry).href)) as {
    PGlite: { create(dir: string): Promise<RawPglite> };
  };
  return PGlite.create(pgliteDir);
}

/** What a database holds that a fresh start decides: migrations, schema, seeds, table sizes. */
async function contents(pgliteDir: string) {
  const db = await openRaw(pgliteDir);
  try {
    const rows = async (sql: string) => (await db.query(sql)).rows;
    const tables = (await rows(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as { table_name: string }[];
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [row] = await rows(`select count(*)::int as n from "${table_name}"`);
      counts[table_name] = Number(row?.n);
    }
    return {
      migrations: await rows('select hash, created_at from drizzle.__drizzle_migrations order by id'),
      columns: await rows(
        `select table_schema, table_name, column_name, data_type, column_default, is_nullable
         from information_schema.columns where table_schema in ('public', 'drizzle') order by 1, 2, 3`,
      ),
      indexes: await rows(
        `select schemaname, tablename, indexname, indexdef from pg_indexes
         where schemaname in ('public', 'drizzle') order by 1, 2, 3`,
      ),
      constraints: await rows(
        `select conrelid::regclass::text as rel, conname, pg_get_constraintdef(oid) as def
         from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
      ),
      // Seed rows without what is per start anyway: random ids, the start's time and the freshness
      // score computed from it.
      materials: await rows(
        `select to_jsonb(m) - 'id' - 'created_at' - 'updated_at' - 'comp_score' as row from materials m order by source_key`,
      ),
      materialIds: ((await rows('select id from materials')) as { id: string }[]).map((r) => r.id),
      templates: await rows(
        `select to_jsonb(t) - 'created_at' - 'updated_at' as row from templates t order by id`,
      ),
      counts,
    };
  } finally {
    await db.close();
  }
}

/** What each product gets to do: a person signs up, makes a work, opens its document and writes. */
async function useProduct(product: Product): Promise<void> {
  const story = await workWithDocument(product.url);
  const editor = await connect(
    `${product.url.replace(/^http/, 'ws')}/collab`,
    story.docName,
    story.owner.token,
  );
  expect(editor.outcome).toBe('synced');
  editor.type('模板复制的数据目录', 'scene');
  await waitUntil(
    async () => (await docDetail(product.url, story)).text.includes('模板复制的数据目录'),
    15_000,
    'doc/detail has the line',
  );
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  disconnectAll();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('product started on a copy of the run’s migrated data folder', () => {
  it('serves and stores what a product on a fresh folder does, sharing no row with another', {
    timeout: 240_000,
  }, async () => {
    // The global setup named the run's template; the workers see it.
    expect(process.env[DATA_TEMPLATE_ENV], 'the run has a data template').toBeTruthy();
    // The folder startProduct copies for a start without dataDir, made here so it outlives the stop.
    const copyDir = await freshDataDir('pglite');
    cleanups.push(() => fs.rmSync(copyDir, { recursive: true, force: true }));
    // An empty folder: initdb, migrations and seeds at start, as before the template.
    const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-fresh-'));
    cleanups.push(() => fs.rmSync(freshDir, { recursive: true, force: true }));
    const copied = await startProduct({ requireWeb: false, dataDir: copyDir });
    cleanups.push(copied.stop);
    const fresh = await startProduct({ requireWeb: false, dataDir: freshDir });
    cleanups.push(fresh.stop);

    await useProduct(copied);
    await useProduct(fresh);
    disconnectAll();
    await copied.stop();
    await fresh.stop();

    const onCopy = await contents(path.join(copied.dataDir, 'pglite'));
    const onFresh = await contents(path.join(freshDir, 'pglite'));
    expect(onCopy.migrations.length).toBeGreaterThanOrEqual(26);
    expect(onCopy.migrations).toEqual(onFresh.migrations);
    expect(onCopy.columns).toEqual(onFresh.columns);
    expect(onCopy.indexes).toEqual(onFresh.indexes);
    expect(onCopy.constraints).toEqual(onFresh.constraints);
    expect(onCopy.materials.length).toBeGreaterThan(0);
    expect(onCopy.materials).toEqual(onFresh.materials);
    expect(onCopy.templates.length).toBeGreaterThan(0);
    expect(onCopy.templates).toEqual(onFresh.templates);
    // The same people, work and document on both, and the same seeds: every table as large.
    expect(onCopy.counts).toEqual(onFresh.counts);

    // The template itself holds the migrated schema and no row, so no two copies share a row
    // (materials get their random ids at each start, as on a fresh folder).
    const blank = await freshDataDir('pglite');
    cleanups.push(() => fs.rmSync(blank, { recursive: true, force: true }));
    const template = await contents(path.join(blank, 'pglite'));
    expect(template.migrations).toEqual(onFresh.migrations);
    expect(template.columns).toEqual(onFresh.columns);
    expect(
      Object.values(template.counts).every((n) => n === 0),
      JSON.stringify(template.counts),
    ).toBe(true);
    expect(onCopy.materialIds.filter((id) => onFresh.materialIds.includes(id))).toEqual([]);
  });
});
