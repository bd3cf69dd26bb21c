import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCoverRoutes } from './cover-routes';
import { registerInfoRoutes } from './info-routes';
import { registerMemberRoutes } from './member-routes';
import { registerProjectRoutes } from './project-routes';

export { workPermissionsFor } from './access';
export { teamSimpleWorkList } from './simple-list';

/** /ixj_web/project/* (works), /ixj_web/works/* (base info, covers, option lists) and works/set_member_joined_works. */
export const worksModule = fp(
  async (app: FastifyInstance) => {
    registerProjectRoutes(app);
    registerMemberRoutes(app);
    registerInfoRoutes(app);
    // Cover uploads are multipart; the parser is scoped to these routes (as in the files module).
    await app.register(async (scope) => {
      await scope.register(multipart);
      registerCoverRoutes(scope);
    });
  },
  { name: 'works', dependencies: ['files'] },
);
