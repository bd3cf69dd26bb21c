import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';

/**
 * Fresh in-memory PGlite databases for tests, fast. A new PGlite spends seconds compiling its WASM
 * and running initdb; migrations take milliseconds. So each test worker compiles the modules once,
 * migrates one template database, dumps its data folder, and every test database after that is a
 * copy loaded from the dump (about 1 s instead of 4 s on this machine's 2 cores).
 */
interface Template {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
  dump: File | Blob;
}

let template: Promise<Template> | undefined;

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
  const dump = await client.dumpDataDir('none');
  await first.close();
  return { ...modules, dump };
}

/**
 * A migrated, empty, in-memory test database of its own. In this thread by default (fastest to set
 * up); TEST_PGLITE=worker runs it in a worker thread as the product does, to run the suite that way.
 */
export async function openTemplatePglite(): Promise<Awaited<ReturnType<typeof openDatabase>>> {
  template ??= buildTemplate();
  const { dump, ...modules } = await template;
  if (process.env.TEST_PGLITE === 'worker') {
    const loadDataDir = new Uint8Array(await dump.arrayBuffer());
    return openDatabase({ pgliteWorker: { ...modules, loadDataDir } });
  }
  return openDatabase({ pglite: new PGlite({ ...modules, loadDataDir: dump }) });
}
