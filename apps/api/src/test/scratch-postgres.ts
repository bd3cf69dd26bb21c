import crypto from 'node:crypto';
import pg from 'pg';

/** Where createScratchPostgres makes its database, and how it names it. */
export interface ScratchPostgresOptions {
  /** A URL of the server with the right to create databases; default TEST_PG_URL or the local server. */
  adminUrl?: string;
  /** Start of the random database name, so leftovers say who made them (tests, bench). */
  namePrefix?: string;
  /** Give up connecting after this long (a probe for a server that may not be there); default none. */
  connectionTimeoutMillis?: number;
  /**
   * A database to copy (CREATE DATABASE ... TEMPLATE): the API tests copy one migrated once per run
   * (test/global-setup.ts) instead of running every migration for each app. Nobody may be connected
   * to it while it is copied.
   */
  template?: string;
  /**
   * `synchronous_commit = off` for this database only (a per-database setting; the server's config is
   * untouched): a commit returns before its WAL reaches the disk, so the API tests' thousands of
   * small commits stop waiting on an fsync each. What other sessions see is unchanged; only a crash
   * of the PostgreSQL server could lose the last commits, and no test crashes it.
   */
  noCommitFlush?: boolean;
}

const defaultAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Creates an empty PostgreSQL database and returns its URL plus a function that drops it. */
export async function createScratchPostgres(
  options: ScratchPostgresOptions = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const {
    adminUrl = defaultAdminUrl,
    namePrefix = 'jz_test',
    connectionTimeoutMillis,
    template,
    noCommitFlush,
  } = options;
  const name = `${namePrefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    if (noCommitFlush) await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
