import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createScratchPostgres } from './scratch-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database every scratch database of this run copies ('' on PGlite). */
    pgTemplate: string;
  }
}

/**
 * With TEST_DB=postgres, migrates one database for the whole run; each test app's scratch database
 * is a copy of it (CREATE DATABASE ... TEMPLATE), so the 26 migrations run once, not once per app.
 * Migrations still run on each copy (finding nothing to do), as on every product start.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('pgTemplate', '');
  if (process.env.TEST_DB !== 'postgres') return undefined;
  const template = await createScratchPostgres({ namePrefix: 'jz_template' });
  const database = await openDatabase({ databaseUrl: template.url });
  // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
  await database.close();
  project.provide('pgTemplate', template.name);
  return () => template.drop();
}
