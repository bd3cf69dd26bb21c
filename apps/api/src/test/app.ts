import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type TConfig, testConfig } from '../config';
import { openDatabase } from '../db/client';
import { openTemplatePglite } from './pglite-template';
import { createScratchPostgres } from './scratch-postgres';

// Still importable from here, where the API tests look for their test helpers.
export { createScratchPostgres } from './scratch-postgres';

/**
 * Which database the API suite runs on: TEST_DB=postgres uses a fresh database per app on the
 * PostgreSQL server at TEST_PG_URL (default the project's local server), a copy of the run's migrated
 * template (test/global-setup.ts); anything else uses an in-memory PGlite (test/pglite-template.ts).
 * scripts/test.sh runs the suite once for each.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A scratch PostgreSQL database for a test app: a copy of the run's migrated template, committing
 * without waiting for the disk (TEST_PG_COMMIT_FLUSH=1 waits, to compare).
 */
export function createTestPostgres() {
  return createScratchPostgres({
    template: inject('pgTemplate') || undefined,
    noCommitFlush: process.env.TEST_PG_COMMIT_FLUSH !== '1',
  });
}

/** A test API on a fresh database of the selected kind; close() also drops a scratch database. */
export async function createTestApp(
  overrides: Partial<Record<keyof TConfig, string>> = {},
): Promise<FastifyInstance> {
  const dataDir = `/tmp/juzuo-test-${crypto.randomBytes(6).toString('hex')}`;
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  if (testDbKind === 'postgres') {
    const scratch = await createTestPostgres();
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
