import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { openTemplatePglite, pgliteReuse } from './pglite-template';

const client = (database: Awaited<ReturnType<typeof openTemplatePglite>>) =>
  (database.db as unknown as { $client: PGlite }).$client;

const userSchemas = `n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`;

/** Everything a test could see of a database: schemas, objects and their definitions, every row. */
async function fingerprint(pg: PGlite): Promise<unknown> {
  const q = async (sql: string) => (await pg.query(sql)).rows;
  // One statement for every table's rows and one for every sequence: round trips are what a loaded
  // machine makes slow.
  const relations = async (kind: string, extra = '') =>
    (await q(`select format('%I.%I', n.nspname, c.relname) as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where c.relkind = '${kind}' and ${userSchemas} ${extra}
      order by 1`)) as Array<{ name: string }>;
  const union = async (names: Array<{ name: string }>, select: (name: string) => string) =>
    names.length ? q(names.map(({ name }) => select(name)).join('\nunion all\n')) : [];
  const rows = await union(
    await relations('r'),
    (name) => `(select '${name}' as t, count(*)::int as n,
      md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${name} x)`,
  );
  // Not drizzle's own migration log: a copy loaded from the dump starts as after a crash, and
  // PostgreSQL moves a used sequence 32 values on in that case (its ids are never read).
  const sequences = await union(
    await relations('S', `and n.nspname <> 'drizzle'`),
    (name) => `(select '${name}' as s, last_value, is_called from ${name})`,
  );
  return {
    schemas: await q(`select nspname, pg_get_userbyid(nspowner) as owner, nspacl::text as acl
      from pg_namespace n where ${userSchemas} order by 1`),
    relations: await q(`select n.nspname, c.relname, c.relkind, c.relacl::text from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where ${userSchemas} order by 1, 2`),
    columns: await q(`select n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod) as type,
      pg_get_expr(d.adbin, d.adrelid) as def, a.attnotnull from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped and ${userSchemas} order by 1, 2, 3`),
    indexes: await q(`select schemaname, indexname, indexdef from pg_indexes
      where schemaname not like 'pg\\_%' and schemaname <> 'information_schema' order by 1, 2`),
    constraints: await q(`select n.nspname, c.conname, pg_get_constraintdef(c.oid) as def from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace where ${userSchemas} order by 1, 2, 3`),
    functions: await q(`select n.nspname, p.proname, p.prosrc from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where ${userSchemas} order by 1, 2, 3`),
    triggers: await q(`select tgname, pg_get_triggerdef(t.oid) as def from pg_trigger t
      where not t.tgisinternal order by 1, 2`),
    types: await q(`select n.nspname, t.typname from pg_type t
      join pg_namespace n on n.oid = t.typnamespace where ${userSchemas} order by 1, 2`),
    extensions: await q('select extname, extversion from pg_extension order by 1'),
    comments: await q(`select pg_describe_object(classoid, objoid, objsubid) as object, description
      from pg_description where objoid >= 16384 order by 1`),
    rows,
    sequences,
    settings: await q(`select name, setting from pg_settings where source = 'session' order by 1`),
  };
}

describe('reused PGlite test databases', () => {
  // A copy loaded from the template's dump, as the first test of a worker gets (building the template
  // takes a while on a loaded machine, hence here and not in the test).
  let expected: unknown;
  beforeAll(async () => {
    const fresh = await openTemplatePglite({ fresh: true });
    expected = await fingerprint(client(fresh));
    await fresh.close();
  });

  // TEST_DB_TRUNCATE=0 (to rule truncation out) takes the full reset every time.
  const truncates = process.env.TEST_DB_TRUNCATE !== '0';
  /** Closes `used`, opens the next database and checks it came back the way `path` says, equal to the template. */
  async function expectBackAsTemplate(
    used: Awaited<ReturnType<typeof openTemplatePglite>>,
    expectedPath: 'truncated' | 'full',
  ) {
    expect(await fingerprint(client(used))).not.toEqual(expected);
    const path = truncates ? expectedPath : 'full';
    const before = { ...pgliteReuse };
    await used.close();
    const next = await openTemplatePglite();
    expect(pgliteReuse.reused).toBe(before.reused + 1);
    expect(pgliteReuse.truncated).toBe(before.truncated + (path === 'truncated' ? 1 : 0));
    expect(pgliteReuse.full).toBe(before.full + (path === 'full' ? 1 : 0));
    expect(await fingerprint(client(next))).toEqual(expected);
    expect(
      (await client(next).query<{ t: string }>("select current_setting('statement_timeout') as t")).rows[0]
        ?.t,
    ).toBe('0');
    await next.close();
  }

  it('a closed database comes back to the next test as the migrated template, whatever the last test did', async () => {
    const used = await openTemplatePglite();
    const pg = client(used);
    // What a test leaves behind: rows, a table and a schema of its own, a used sequence, session state.
    const [table] = (
      await pg.query<{ s: string; t: string }>(`select n.nspname as s, c.relname as t
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public' order by 2 limit 1`)
    ).rows;
    expect(table).toBeDefined();
    await pg.exec(`create table public.leftover (id serial primary key, body text);
      insert into public.leftover (body) values ('上一个测试的数据');
      create schema pgboss; create table pgboss.job (id int);
      set statement_timeout = 1234; listen leftover_channel;`);
    const sequence = (
      await pg.query<{ name: string }>(`select c.oid::regclass::text as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = 'public' limit 1`)
    ).rows[0];
    if (sequence) await pg.query(`select nextval('${sequence.name}')`);
    // A table of its own in the template's schema: truncation cannot undo that, the full reset does.
    await expectBackAsTemplate(used, 'full');
  });

  it('any change to the catalog falls back to the full reset', async () => {
    // Each of these leaves the template's tables and schemas in place: only the catalog digest tells.
    const changes = [
      'alter table users add column leftover int',
      'alter table users alter column name drop not null',
      'create index leftover_idx on users (name)',
      'drop index collab_update_log_name_idx',
      "comment on table users is '上一个测试的注释'",
      'grant select on users to public',
      'create function public.leftover() returns int language sql as $$select 1$$',
      'create view public.leftover as select id from users',
    ];
    for (const change of changes) {
      const used = await openTemplatePglite();
      await client(used).exec(change);
      await expectBackAsTemplate(used, 'full');
    }
  });

  it('a test that only wrote rows is emptied by truncation, its sequences and session state undone', async () => {
    const used = await openTemplatePglite();
    const pg = client(used);
    // Rows in tables, a drawn sequence (also by an insert that rolled back), pg-boss's schema as an
    // app start makes it, session settings, a LISTEN and a temporary table.
    await pg.exec(`insert into users (id, name) values ('leftover-user', '上一个测试的用户');
      insert into collab_update_log (name, update) values ('doc', '\\x01');
      create schema pgboss; create table pgboss.job (id int); insert into pgboss.job values (1);
      set statement_timeout = 1234; listen leftover_channel; create temp table leftover (id int);`);
    await pg.exec(`begin; insert into collab_update_log (name, update) values ('doc', '\\x02'); rollback;`);
    await expectBackAsTemplate(used, 'truncated');
    // A drawn sequence alone (its insert rolled back, no row left) is set back too.
    const drawn = await openTemplatePglite();
    await client(drawn).exec(
      `begin; insert into collab_update_log (name, update) values ('doc', '\\x03'); rollback;`,
    );
    await expectBackAsTemplate(drawn, 'truncated');
  });
});
