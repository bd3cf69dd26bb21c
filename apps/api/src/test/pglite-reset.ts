import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';

/**
 * Empties a test PGlite to what the migrated template holds, so a closed test database can serve the
 * next test: session state is discarded (settings, prepared statements, LISTEN, temporary tables,
 * advisory locks), every schema the migrations or pg-boss made is dropped, `public` is made again
 * as initdb makes it (owner pg_database_owner, usage for everyone), and the migrations run again.
 */
export async function resetPglite(client: PGlite): Promise<void> {
  await client.exec('discard all');
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace
      where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
  );
  const drops = rows.map((r) => `drop schema "${r.name.replaceAll('"', '""')}" cascade;`).join('\n');
  await client.exec(`${drops}
    create schema public authorization pg_database_owner;
    grant usage on schema public to public;`);
  await openDatabase({ pglite: client });
}
