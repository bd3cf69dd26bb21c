import { flushStore } from '@juzuo/collab-server';
import type { FastifyInstance } from 'fastify';

/**
 * Brings a document's mirror (its row's html, text, version) up to what its editors typed, when the
 * in-process relay has it open with a checkpoint waiting: while typing goes on the relay checkpoints
 * only every LIVE_MAX_DEBOUNCE_MS (server/relay.ts), so a REST read that shows the content (doc/detail,
 * idea detail) stores it first. Answers whether it stored (then the row must be read again).
 */
export function storeLiveNow(app: FastifyInstance, name: string): Promise<boolean> {
  return app.relay ? flushStore(app.relay, name) : Promise.resolve(false);
}
