import type { FastifyInstance } from 'fastify';
import { requireInternalSecret } from './internal-secret';
import { registerCollabRoutes } from './relay-routes';

/**
 * `/internal/*`: calls only the relay makes, guarded by the process's INTERNAL_SECRET. Registered
 * with `app.register`, so the hook covers exactly these routes.
 */
export async function collabModule(app: FastifyInstance): Promise<void> {
  // onRequest (not preHandler): refuse before the body is read or parsed.
  app.addHook('onRequest', requireInternalSecret);
  registerCollabRoutes(app);
}
