// Creates a new PGlite data folder (PostgreSQL's initdb) in a process of its own, then exits.
// Run by client.ts as `node create-folder.mjs <folder>`. A process and not a thread: the initdb run
// grows WebAssembly memory and native heaps that a finished worker thread hands back only in part
// (glibc keeps the freed arenas), about 100 MB the API then carried for its whole life; an exited
// process returns everything. Plain JavaScript so it loads in bare Node (see worker.mjs).
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node create-folder.mjs <data folder>');
  process.exit(2);
}
const db = await PGlite.create({ dataDir });
await db.close();
