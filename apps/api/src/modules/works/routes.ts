import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** /ixj_web/project/* (works), /ixj_web/works/* (base info, covers, option lists) and works/set_member_joined_works. */
export const worksModule = fp(
  async (_app: FastifyInstance) => {
    // Routes land here (issue 4).
  },
  { name: 'works' },
);
