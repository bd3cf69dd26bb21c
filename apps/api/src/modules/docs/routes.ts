import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerDocRoutes } from './doc-routes';
import { registerTagRoutes } from './tag-routes';
import { registerUpdateVersionRoute } from './update-version';
import { registerVolumeRoutes } from './volume-routes';

/** /ixj_web/project/doc|volume/* and works/content_tag*: documents, volumes, content tags (idea documents: ideas/). */
export const docsModule = fp(
  async (app: FastifyInstance) => {
    registerDocRoutes(app);
    registerUpdateVersionRoute(app);
    registerVolumeRoutes(app);
    registerTagRoutes(app);
  },
  { name: 'docs' },
);
