import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';

/**
 * Child process of sigkill.test.ts: opens the embedded database in the folder given as argument the
 * way the API does, then writes rows forever, printing each one's number once it is committed,
 * until the test kills it with SIGKILL.
 */
const database = await openDatabase({ pgliteDir: process.argv[2] });
await database.db.execute(sql`create table if not exists written (n int primary key, state bytea)`);
const state = new Uint8Array(64 * 1024).fill(7);
for (let n = 1; ; n++) {
  await database.db.execute(sql`insert into written values (${n}, ${state})`);
  process.stdout.write(`committed ${n}\n`);
}
