import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerDocRoutes } from './doc-routes';
import { registerExportRoutes } from './export-routes';
import { registerImportRoutes } from './import-routes';
import { registerTagRoutes } from './tag-routes';
import { registerVolumeRoutes } from './volume-routes';

/**
 * /ixj_web/project/doc|volume/* and works/content_tag*: documents, volumes, content tags. Idea documents
 * are in ideas/; doc/update_version (a save that keeps versions) is in history/.
 */
export const docsModule = fp(
  async (app: FastifyInstance) => {
    registerDocRoutes(app);
    registerVolumeRoutes(app);
    registerTagRoutes(app);
    registerExportRoutes(app);
    // Imports are multipart; the parser is scoped to these routes (as in the files and works modules).
    await app.register(async (scope) => {
      await scope.register(multipart);
      registerImportRoutes(scope);
    });
  },
  { name: 'docs' },
);
