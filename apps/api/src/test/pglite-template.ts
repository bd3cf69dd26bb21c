import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import type { WorkerStart } from '../db/pglite-worker/protocol';
import { resetPglite } from './pglite-reset';
import { catalogDigest, readTemplateState, resetToTemplate, type TemplateState } from './template-reset';

/**
 * Fresh in-memory PGlite databases for tests, fast. A new PGlite spends seconds compiling its WASM
 * and running initdb; migrations take a fraction of a second. So each test worker compiles the
 * modules once, migrates one template database and dumps its data folder; a test database is a
 * closed one of this worker emptied again, or when none is free a copy loaded from the dump (about
 * 2.5 s of CPU). Emptied means truncated (template-reset.ts: about 0.1 s of CPU) while the catalog is
 * still the template's, else the full reset (resetPglite: schemas dropped, migrations run again,
 * about 0.7 s of CPU).
 */
interface Template {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
  dump: File | Blob;
  state: TemplateState;
}

type Database = Awaited<ReturnType<typeof openDatabase>>;

let template: Promise<Template> | undefined;
/** Closed test databases of this worker, emptied again, waiting for the next test. */
const free: PGlite[] = [];
/**
 * Each reused database's catalog digest as it last equalled the template: a full reset makes
 * `public` and every table again, with new oids, so from then on that database has a digest of its own.
 */
const digests = new WeakMap<PGlite, string>();
/** More would only hold memory: a file rarely has more than two apps open at once. */
const MAX_FREE = 2;
/**
 * How many databases were handed out emptied again instead of loaded, and how many resets truncated
 * or fell back to the full reset (the reset test checks them).
 */
export const pgliteReuse = { reused: 0, truncated: 0, full: 0 };

// The WebAssembly global exists in Node, but our lib settings (no DOM) only declare its types.
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(b: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

async function buildTemplate(): Promise<Template> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const read = (name: string) => fs.readFileSync(path.join(dist, name));
  const modules = {
    pgliteWasmModule: await wasm.compile(read('pglite.wasm')),
    initdbWasmModule: await wasm.compile(read('initdb.wasm')),
    fsBundle: new Blob([read('pglite.data')]),
  };
  const first = await openDatabase({ pglite: new PGlite(modules) });
  const client = (first.db as unknown as { $client: PGlite }).$client;
  const state = await readTemplateState(client);
  const dump = await client.dumpDataDir('none');
  await first.close();
  return { ...modules, dump, state };
}

/**
 * A migrated, empty, in-memory test database of its own. In this thread by default (fastest to set
 * up); TEST_PGLITE=worker runs it in a worker thread as the product does, to run the suite that way.
 * close() hands it back for reuse (emptied first); a database never closed is simply not reused.
 * `fresh` always loads a copy of the template (to compare a reused one against).
 */
export async function openTemplatePglite(options: { fresh?: boolean } = {}): Promise<Database> {
  template ??= buildTemplate();
  const { dump, state, ...modules } = await template;
  if (process.env.TEST_PGLITE === 'worker') {
    const loadDataDir = new Uint8Array(await dump.arrayBuffer());
    return openDatabase({ pgliteWorker: { ...modules, loadDataDir } });
  }
  const reused = options.fresh ? undefined : free.pop();
  if (reused) pgliteReuse.reused++;
  const client = reused ?? new PGlite({ ...modules, loadDataDir: dump });
  // A copy of the dump has the template's oids, so the template's digest.
  if (!reused) digests.set(client, state.digest);
  return reusable(await openDatabase({ pglite: client }), client, state);
}

/** Empties a closed database for the next test: truncation when its catalog allows, else in full. */
async function empty(client: PGlite, state: TemplateState): Promise<void> {
  // Session state first: settings, prepared statements, LISTEN, temporary tables, advisory locks.
  await client.exec('discard all');
  const truncate = process.env.TEST_DB_TRUNCATE !== '0';
  if (truncate && (await resetToTemplate(client, state, digests.get(client) ?? state.digest))) {
    pgliteReuse.truncated++;
    return;
  }
  pgliteReuse.full++;
  await resetPglite(client);
  digests.set(client, await catalogDigest(client, state.digestSql));
}

/** The database with a close() that empties it for the next test instead of discarding it. */
function reusable(database: Database, client: PGlite, state: TemplateState): Database {
  let closing: Promise<void> | undefined;
  const giveBack = async () => {
    if (process.env.TEST_PGLITE_REUSE === '0' || free.length >= MAX_FREE) return client.close();
    try {
      await empty(client, state);
      free.push(client);
    } catch (error) {
      // A database that cannot be emptied is not reused; the next test loads a fresh copy.
      await client.close().catch(() => {});
      console.warn('[test] a closed PGlite test database could not be emptied for reuse:', error);
    }
  };
  return {
    ...database,
    // Idempotent: some helpers close the app (which closes its database) and the database too.
    close: () => {
      closing ??= giveBack();
      return closing;
    },
  };
}

/**
 * How a test app opens a PGlite data folder on disk in its worker thread (jobs/testing.ts
 * persistentApps, which reopens the folder as a restarted process would): with this worker's compiled
 * modules, and while the folder holds no database yet, from the migrated template's dump. initdb and
 * the migrations on a fresh folder were most of a restart test's set-up (seconds of CPU each).
 */
export async function templatePgliteDir(dataDir: string): Promise<WorkerStart> {
  template ??= buildTemplate();
  const { dump, state: _, ...modules } = await template;
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return { ...modules, dataDir };
  return { ...modules, dataDir, loadDataDir: new Uint8Array(await dump.arrayBuffer()) };
}
