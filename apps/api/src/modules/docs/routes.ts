import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerDocRoutes } from './doc-routes';
import { registerIdeaRoutes } from './idea-routes';
import { registerTagRoutes } from './tag-routes';
import { registerUpdateVersionRoute } from './update-version';
import { registerVolumeRoutes } from './volume-routes';

/** /ixj_web/project/doc|volume|idea/* and works/content_tag*: documents, volumes, idea documents, content tags. */
export const docsModule = fp(
  async (app: FastifyInstance) => {
    registerDocRoutes(app);
    registerUpdateVersionRoute(app);
    registerVolumeRoutes(app);
    registerIdeaRoutes(app);
    registerTagRoutes(app);
  },
  { name: 'docs' },
);
