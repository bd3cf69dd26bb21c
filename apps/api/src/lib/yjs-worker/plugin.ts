import type { FastifyInstance } from 'fastify';
import { YjsWorker } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Yjs worker thread of checkpoints (decode, html/text of long documents). */
    yjsWorker: YjsWorker;
  }
}

/** Decorates `app.yjsWorker` (started on first use) and stops its thread when the app closes. */
export function registerYjsWorker(app: FastifyInstance): void {
  const worker = new YjsWorker((error, message) => app.log.warn({ err: error }, message));
  app.decorate('yjsWorker', worker);
  app.addHook('onClose', async () => worker.close());
}
