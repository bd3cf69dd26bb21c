import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type TConfig, testConfig } from '../config';
import { openDatabase } from '../db/client';
import { openTemplatePglite } from './pglite-template';

/**
 * Which database the API suite runs on: TEST_DB=postgres uses a fresh database per app on the
 * PostgreSQL server at TEST_PG_URL (default the project's local server); anything else uses an
 * in-memory PGlite. scripts/test.sh runs the suite once for each.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Creates an empty PostgreSQL database and returns its URL plus a function that drops it. */
export async function createScratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `jz_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A test API on a fresh database of the selected kind; close() also drops a scratch database. */
export async function createTestApp(
  overrides: Partial<Record<keyof TConfig, string>> = {},
): Promise<FastifyInstance> {
  const dataDir = `/tmp/juzuo-test-${crypto.randomBytes(6).toString('hex')}`;
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  if (testDbKind === 'postgres') {
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ databaseUrl: scratch.url });
    const app = await buildApp({ config: { ...config, DATABASE_URL: scratch.url }, database });
    app.addHook('onClose', async () => {
      await database.close();
      await scratch.drop();
    });
    return app;
  }
  const database = await openTemplatePglite();
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());
  return app;
}
