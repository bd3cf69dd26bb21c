/**
 * Empties a used test database back to the migrated template by truncation. Written against the
 * query call PGlite and node-postgres share; the PGlite test databases use it (PostgreSQL's are cheap
 * copies of the template, see docs/decisions.md, issue 11, H1, session 13). A test mostly leaves
 * rows, used sequences and pg-boss's schema (made at every app start) behind; dropping every schema
 * and running the 26 migrations again undoes that too, but costs about four times as much. Truncation is only safe while the catalog is still the template's,
 * so the reset first drops the schemas the template does not have (pg-boss's, a test's own), then
 * compares a digest of every user object's catalog rows with the template's: any other difference
 * (a table, column, index, function, grant... created, changed or dropped) answers `false`, and the
 * caller falls back to the full reset (or a new copy of the template).
 */

/** What the reset needs to know of the template, read once from it (JSON: a Vitest provide() value). */
export interface TemplateState {
  /** The template's own schemas; any other one is dropped. */
  schemas: string[];
  /** Tables that hold no rows in the template: emptied when a test left rows. */
  emptyTables: string[];
  /** Tables with rows in the template (drizzle's migration log): a test must leave them as they are. */
  keptTables: Array<{ name: string; hash: string }>;
  /** Sequences the template never used: set back to unused when a test drew from them. */
  unusedSequences: Array<{ name: string; start: string }>;
  /** The statement that digests the catalog (built from this server's catalog list). */
  digestSql: string;
  /** Its answer on the template (a database that was fully reset keeps its own, see the callers). */
  digest: string;
}

/** The two calls the reset needs, which a PGlite and a node-postgres client both answer. */
export interface Sql {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

const userSchema = (col: string) => `${col} not like 'pg\\_%' and ${col} <> 'information_schema'`;
/** Columns of pg_class that change without DDL: storage (TRUNCATE), statistics, freezing. */
const volatileClassColumns = `'{relfilenode,relpages,reltuples,relallvisible,relfrozenxid,relminmxid}'`;
const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const rowHash = (name: string) =>
  `(select ${quote(name)} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from ${name} x)`;

/**
 * One statement that digests every catalog row of a user object (oid from FirstNormalObjectId on)
 * in every per-database catalog, plus the user schemas and the database's own settings: what DDL,
 * GRANT, COMMENT or ALTER DATABASE can change, and nothing that plain writes change.
 */
async function buildDigestSql(sql: Sql): Promise<string> {
  const { rows } = await sql.query<{ name: string; key: string }>(`
    select c.relname as name, a.attname as key from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attnum = (
        select min(b.attnum) from pg_attribute b where b.attrelid = c.oid and b.attnum > 0
          and b.atttypid in ('oid'::regtype, 'regproc'::regtype))
     where c.relnamespace = 'pg_catalog'::regnamespace and c.relkind = 'r' and not c.relisshared
       and c.relname not in ('pg_namespace', 'pg_statistic', 'pg_statistic_ext_data', 'pg_largeobject')
     order by 1`);
  // pg_depend's first oid column names a catalog; its object is the second.
  const keyOf = (name: string, key: string) => (name === 'pg_depend' ? 'objid' : key);
  const parts = rows.map(({ name, key }) => {
    const row = name === 'pg_class' ? `to_jsonb(x) - ${volatileClassColumns}::text[]` : 'to_jsonb(x)';
    return `select '${name}' || (${row})::text as r from pg_catalog.${name} x where x.${keyOf(name, key)}::oid >= 16384`;
  });
  parts.push(
    `select 'pg_namespace' || to_jsonb(x)::text from pg_namespace x where ${userSchema('x.nspname')}`,
    `select 'pg_db_role_setting' || x.setrole || x.setconfig::text from pg_db_role_setting x
      join pg_database d on d.oid = x.setdatabase where d.datname = current_database()`,
    `select 'pg_database' || concat_ws(',', datallowconn, datconnlimit, datacl) from pg_database
      where datname = current_database()`,
  );
  return `select md5(string_agg(r, E'\\n' order by r)) as digest from (\n${parts.join('\nunion all\n')}\n) s`;
}

export async function catalogDigest(sql: Sql, digestSql: string): Promise<string> {
  const { rows } = await sql.query<{ digest: string }>(digestSql);
  return rows[0]?.digest ?? '';
}

/** Reads what resetToTemplate needs from a freshly migrated template database. */
export async function readTemplateState(sql: Sql): Promise<TemplateState> {
  const schemas = (
    await sql.query<{ name: string }>(
      `select nspname as name from pg_namespace where ${userSchema('nspname')} order by 1`,
    )
  ).rows.map((r) => r.name);
  const tables = (
    await sql.query<{ name: string }>(`select format('%I.%I', n.nspname, c.relname) as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and ${userSchema('n.nspname')} order by 1`)
  ).rows.map((r) => r.name);
  const counts = tables.length
    ? (
        await sql.query<{ name: string; has_rows: boolean }>(
          tables
            .map((t) => `(select ${quote(t)} as name, exists (select from ${t}) as has_rows)`)
            .join(' union all '),
        )
      ).rows
    : [];
  const full = new Set(counts.filter((c) => c.has_rows).map((c) => c.name));
  const keptTables = full.size
    ? (await sql.query<{ name: string; hash: string }>([...full].map(rowHash).join(' union all '))).rows
    : [];
  const sequences = (
    await sql.query<{ name: string }>(`select format('%I.%I', n.nspname, c.relname) as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and ${userSchema('n.nspname')}
      order by 1`)
  ).rows.map((r) => r.name);
  const states = sequences.length
    ? (
        await sql.query<{ name: string; start: string; called: boolean }>(
          sequences
            .map(
              (s) => `(select ${quote(s)} as name, last_value::text as start, is_called as called from ${s})`,
            )
            .join(' union all '),
        )
      ).rows
    : [];
  const digestSql = await buildDigestSql(sql);
  return {
    schemas,
    emptyTables: tables.filter((t) => !full.has(t)),
    keptTables,
    unusedSequences: states.filter((s) => !s.called).map(({ name, start }) => ({ name, start })),
    digestSql,
    digest: await catalogDigest(sql, digestSql),
  };
}

/**
 * Empties a database a test used (nobody else connected, session state already gone) back to the
 * template by truncation. `digest` is the catalog digest this database had when it last equalled the
 * template. Answers false, having changed nothing but dropped schemas of its own, when the catalog
 * or a kept table differs: then only a full reset or a new copy brings the template back.
 */
export async function resetToTemplate(sql: Sql, state: TemplateState, digest: string): Promise<boolean> {
  const extra = (
    await sql.query<{ name: string }>(
      `select nspname as name from pg_namespace where ${userSchema('nspname')}
        and nspname <> all (array[${state.schemas.map(quote).join(', ')}]::text[])`,
    )
  ).rows;
  if (extra.length) {
    const list = extra.map((r) => `"${r.name.replaceAll('"', '""')}"`).join(', ');
    await sql.query(`drop schema ${list} cascade`);
  }
  if ((await catalogDigest(sql, state.digestSql)) !== digest) return false;
  if (state.keptTables.length) {
    const now = (
      await sql.query<{ name: string; hash: string }>(
        state.keptTables.map((t) => rowHash(t.name)).join(' union all '),
      )
    ).rows;
    const was = new Map(state.keptTables.map((t) => [t.name, t.hash]));
    if (now.some((t) => was.get(t.name) !== t.hash)) return false;
  }
  // Only the tables a test wrote to: truncating all fifty costs more than asking each whether it
  // holds a row. CASCADE takes along referencing tables (empty or not) that the list misses.
  if (state.emptyTables.length) {
    const written = (
      await sql.query<{ name: string }>(
        state.emptyTables
          .map((t) => `(select ${quote(t)} as name where exists (select from ${t}))`)
          .join(' union all '),
      )
    ).rows;
    if (written.length) await sql.query(`truncate table ${written.map((r) => r.name).join(', ')} cascade`);
  }
  if (state.unusedSequences.length) {
    // A drawn value is gone even when its insert rolled back, so every unused sequence is checked.
    const drawn = (
      await sql.query<{ name: string; start: string }>(
        state.unusedSequences
          .map(
            (s) =>
              `(select ${quote(s.name)} as name, ${s.start}::bigint as start from ${s.name} where is_called)`,
          )
          .join(' union all '),
      )
    ).rows;
    if (drawn.length) {
      await sql.query(`select ${drawn.map((s) => `setval(${quote(s.name)}, ${s.start}, false)`).join(', ')}`);
    }
  }
  return true;
}
