import { Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { storedContent } from '../docs/checkpoint';
import { resolveTarget } from './kinds';
import { compactorOf } from './log-compaction';

/** A relay document that does not exist, or is deleted (its connections are refused). */
export const noSuchDocument = () => new AppError(Status.NOT_FOUND, '文档不存在或已无法访问');

/** What a relay loads: the checkpoint and the update-log tail, as raw bytes. */
export interface RelayLoadContent {
  state: Uint8Array | null;
  updates: Uint8Array[];
}

/**
 * The durable content of a relay document (`GET /internal/collab/load` and the in-process relay):
 * its checkpoint and the updates logged since. A tail at load time was left by a relay that died
 * before its checkpoint: it is folded soon, so REST reads catch up and the next load is one state.
 */
export async function loadRelayContent(app: FastifyInstance, document: string): Promise<RelayLoadContent> {
  const target = await resolveTarget(app.database.db, document);
  if (!target || target.deleted) throw noSuchDocument();
  const { state, updates } = await storedContent(app.database.db, target, new Date(app.clock.now()));
  if (updates.length > 0) compactorOf(app)?.soon(document);
  return { state, updates: updates.map((u) => u.update) };
}
