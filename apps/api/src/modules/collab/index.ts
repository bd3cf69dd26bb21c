import type { FastifyInstance } from 'fastify';
import { registerCollabRoutes } from './relay-routes';

/** `/internal/*`: calls only the relay makes, each guarded by the process's INTERNAL_SECRET. */
export async function collabModule(app: FastifyInstance): Promise<void> {
  registerCollabRoutes(app);
}
