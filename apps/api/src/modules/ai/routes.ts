import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEngineRoutes } from './engine-routes';

/** The AI area (`/ai_web/ai/*`, spec 03): engine status now; chat, evaluation and drawing join here. */
export const aiModule = fp(
  async (app: FastifyInstance) => {
    registerEngineRoutes(app);
  },
  { name: 'ai' },
);
