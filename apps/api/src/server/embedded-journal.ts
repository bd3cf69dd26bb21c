import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RelayJournal, recoverJournal } from '../modules/collab/relay-journal';
import { appendUpdates } from '../modules/docs/update-log';

/**
 * The relay journal of the embedded product (PGlite in DATA_DIR), none on PostgreSQL (several
 * processes share that log). What a previous run left in it moves to the database log first, before
 * the relay can load a document; the log compaction folds it once the server is ready.
 */
export async function openEmbeddedJournal(app: FastifyInstance): Promise<RelayJournal | undefined> {
  if (app.database.kind !== 'pglite') return undefined;
  const dir = path.join(app.config.DATA_DIR, 'relay-journal');
  const moveToLog = (records: Array<{ name: string; update: Uint8Array }>) =>
    appendUpdates(app.database.db, records);
  const recovered = await recoverJournal(dir, moveToLog);
  if (recovered > 0)
    app.log.info({ recovered }, 'relay journal: updates of the last run moved to the update log');
  return RelayJournal.open(dir, moveToLog);
}
