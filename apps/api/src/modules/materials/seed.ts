import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { parseEntries } from './import/parse';
import { importMaterials } from './import/run';

/** The library that ships with the product (official, published). */
export const SEED_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed/materials.json');

/**
 * Adds the seed entries the database lacks (keyed seed-001 ...), at every start: a new release's
 * entries arrive, entries official users edited or unpublished are left as they are.
 */
export async function loadMaterialSeed(app: FastifyInstance): Promise<void> {
  if (!fs.existsSync(SEED_FILE)) return;
  const entries = parseEntries(fs.readFileSync(SEED_FILE, 'utf8'), 'json');
  const summary = await importMaterials(app.database.db, entries, new Date(app.clock.now()), {
    update: false,
  });
  if (summary.added || summary.errors.length) {
    app.log.info({ ...summary, errors: summary.errors.slice(0, 5) }, 'material seed loaded');
  }
}
