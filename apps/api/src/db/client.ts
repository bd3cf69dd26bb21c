import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteWorkerClient } from './pglite-worker/client';
import type { WorkerStart } from './pglite-worker/protocol';
import * as schema from './schema/index';

/**
 * The database handle every repository uses. PGlite and node-postgres expose the same Drizzle query
 * API; we type both as the node-postgres flavour so repositories are written once.
 */
export type Db = NodePgDatabase<typeof schema>;

/** A connected database plus how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL health probe. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Options for opening the database: a PostgreSQL URL, or PGlite in a folder (undefined = in memory).
 * PGlite runs in a worker thread of its own (pglite-worker/), off the event loop that serves
 * requests and the relay; only `pglite` (an instance the caller made) runs in this thread.
 */
export interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  /**
   * An already created in-process PGlite: the API tests start each database from a migrated
   * template this way, which is faster to set up; migrations still run.
   */
  pglite?: PGlite;
  /** How the PGlite worker starts (tests: a template dump and precompiled modules); ignores pgliteDir. */
  pgliteWorker?: WorkerStart;
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client's error (server restart, connection terminated by an administrator) is emitted on
    // the pool; unhandled it would crash the process. The pool drops that client and the next query
    // connects afresh, so only log what is not a plain termination (57P01, e.g. a dropped test DB).
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('[db] idle PostgreSQL client error:', error.message);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const client = opts.pglite ?? (await startPgliteWorker(opts));
  // Drizzle's PGlite driver calls only query() and transaction(), which the worker client mirrors.
  const drizzled = drizzlePglite(client as PGlite, { schema });
  const db = drizzled as unknown as Db;
  await migratePglite(drizzled, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** Starts PGlite in its worker thread and waits until it is open (its data folder created first). */
async function startPgliteWorker(opts: DatabaseOptions): Promise<PgliteWorkerClient> {
  if (opts.pgliteDir && !opts.pgliteWorker) await createPgliteFolder(opts.pgliteDir);
  return openPgliteWorker(opts.pgliteWorker ?? { dataDir: opts.pgliteDir });
}

async function openPgliteWorker(start: WorkerStart): Promise<PgliteWorkerClient> {
  const client = new PgliteWorkerClient(start);
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return client;
}

/**
 * Creates a new data folder (PostgreSQL's initdb) in a child process that then exits. PGlite keeps
 * the initdb run's WebAssembly memory and buffers for as long as its isolate lives, and even a
 * finished worker thread left about 100 MB of them in the API's process (docs/decisions.md). A folder
 * that already holds a database (PG_VERSION) is left alone.
 */
async function createPgliteFolder(dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./pglite-worker/create-folder.mjs', import.meta.url));
  const { code, stderr } = await runNode(script, [dataDir]);
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed: ${stderr.trim()}`);
}

/** Runs a plain script with this process's Node; resolves with its exit code and what it printed to stderr. */
function runNode(script: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}
