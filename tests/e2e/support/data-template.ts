import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, tsxLoader } from './paths';

/**
 * A migrated PGlite folder made once per test run, copied for each product start that wants a fresh
 * DATA_DIR. On a fresh folder a product start spends about 40 % of its CPU on PGlite's initdb and
 * the 26 migrations; a copy skips both. The template holds the migrated, empty database and nothing
 * else: the seeds (materials with random ids, system templates), the relay journal and the files
 * folder are made by each start as on a fresh folder, so no two products share a row's identity that
 * two fresh ones would not. (PGlite's cluster identifier is shared by the copies; nothing reads it.)
 *
 * The env var names where this run's template lives. A global setup sets it (useDataTemplate);
 * worker processes inherit it, and the first start that needs the template makes it, under a lock
 * (several workers may start products at once). Without it, a fresh folder is an empty one as before.
 */
export const DATA_TEMPLATE_ENV = 'JUZUO_TEST_DATA_TEMPLATE';

const makerEntry = path.join(repoRoot, 'tests/e2e/support/make-data-template.ts');
const LOCK_WAIT_MS = 240_000;

/** For a global setup: product starts of this run copy one template. Returns the clean-up. */
export function useDataTemplate(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-data-template-'));
  process.env[DATA_TEMPLATE_ENV] = path.join(root, 'template');
  return () => {
    delete process.env[DATA_TEMPLATE_ENV];
    fs.rmSync(root, { recursive: true, force: true });
  };
}

/**
 * A new DATA_DIR for a product on this database: on PGlite, with the run's template, a copy of it;
 * otherwise empty (PostgreSQL keeps only uploaded files there; its database is the caller's).
 */
export async function freshDataDir(database: 'pglite' | 'postgres'): Promise<string> {
  const template = process.env[DATA_TEMPLATE_ENV];
  if (database === 'postgres' || !template) return fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-e2e-'));
  await ensureTemplate(template);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-e2e-'));
  fs.cpSync(path.join(template, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

const making = new Map<string, Promise<void>>();

/** Makes the template unless it exists; one maker across processes (mkdir lock), the others wait. */
function ensureTemplate(template: string): Promise<void> {
  if (fs.existsSync(template)) return Promise.resolve();
  let pending = making.get(template);
  if (!pending) {
    pending = makeOrWait(template).finally(() => making.delete(template));
    making.set(template, pending);
  }
  return pending;
}

async function makeOrWait(template: string): Promise<void> {
  const lock = `${template}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!fs.existsSync(template)) {
    if (takeLock(lock)) {
      try {
        // Made beside it and renamed, so the template folder exists only complete.
        const partial = `${template}.${process.pid}`;
        fs.rmSync(partial, { recursive: true, force: true });
        await migrateInto(path.join(partial, 'pglite'));
        fs.renameSync(partial, template);
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
      return;
    }
    if (Date.now() > deadline) throw new Error(`no data template at ${template} within ${LOCK_WAIT_MS} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Takes the lock, or clears it when its holder died without releasing it; true when taken. */
function takeLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number(readOr(path.join(lock, 'pid'), '0'));
  if (holder > 0 && !alive(holder)) fs.rmSync(lock, { recursive: true, force: true });
  return false;
}

/** Runs the product's own openDatabase on the folder (make-data-template.ts) in a child process. */
function migrateInto(pgliteDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', tsxLoader, makerEntry, pgliteDir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`making the data template failed (${code}):\n${output}`)),
    );
  });
}

function readOr(file: string, fallback: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
