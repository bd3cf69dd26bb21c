import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerIdeaEditRoutes } from './edit-routes';

/**
 * The conception area: edits of an idea document that reach across its live content, whichever kind
 * holds it (`idea:` rich text through docs, `cards:` boards and sheets through cards), so it stands
 * above the ideas, docs and cards areas: a leaf area (unlisted in .dependency-cruiser.cjs AREA_LAYERS).
 */
export const conceptionModule = fp(
  async (app: FastifyInstance) => {
    registerIdeaEditRoutes(app);
  },
  { name: 'conception' },
);
