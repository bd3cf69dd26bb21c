import pg from 'pg';
import { openDatabase } from './db/client';
import { appendUpdates } from './modules/docs/update-log';

const url = 'postgres://postgres@127.0.0.1:5432/scratch_bench';
const database = await openDatabase({ databaseUrl: url });
const pool = new pg.Pool({ connectionString: url, max: 2 });
const client = new pg.Client({ connectionString: url });
await client.connect();
const rows = 5;
const text = `insert into collab_update_log (name, update) values ${Array.from({ length: rows }, (_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`;
const entries = () =>
  Array.from({ length: rows }, (_, i) => ({ name: `doc:bench-${i % 3}`, update: new Uint8Array(Buffer.from(`update-bytes-${Math.random()}`)) }));
const variants: Record<string, (e: ReturnType<typeof entries>) => Promise<unknown>> = {
  drizzle: (e) => appendUpdates(database.db, e),
  pool: (e) => pool.query({ name: 'ula', text, values: e.flatMap((x) => [x.name, Buffer.from(x.update.buffer, x.update.byteOffset, x.update.byteLength)]) }),
  client: (e) => client.query({ name: 'ula', text, values: e.flatMap((x) => [x.name, Buffer.from(x.update.buffer, x.update.byteOffset, x.update.byteLength)]) }),
};
const N = Number(process.env.N ?? 400);
const pace = Number(process.env.PACE ?? 20);
for (let round = 0; round < 3; round++) {
  for (const [label, run] of Object.entries(variants)) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < N; i++) {
      const e = entries();
      const t = Date.now();
      await run(e);
      const wait = pace - (Date.now() - t);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    const c = process.cpuUsage(c0);
    console.log(`round ${round} ${label.padEnd(8)} ${((c.user + c.system) / N).toFixed(0)} us/append (user ${(c.user / N).toFixed(0)}, sys ${(c.system / N).toFixed(0)})`);
  }
}
await client.end();
await pool.end();
await database.close();
