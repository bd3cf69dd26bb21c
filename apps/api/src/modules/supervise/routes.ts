import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCommentRoutes } from './comment-routes';
import { registerProducerRoutes } from './producer-routes';
import { registerSuggestionRoutes } from './suggestion-routes';
import { registerTagRoutes } from './tag-routes';

/** Supervisor review: comments and suggestions on scripts, struct tags, producer review documents. */
export const superviseModule = fp(
  async (app: FastifyInstance) => {
    registerCommentRoutes(app);
    registerSuggestionRoutes(app);
    registerTagRoutes(app);
    registerProducerRoutes(app);
  },
  { name: 'supervise' },
);
