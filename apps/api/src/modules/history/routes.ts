import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** /ixj_web/works/doc_history*, doc_recover: document versions. */
export const historyModule = fp(
  async (_app: FastifyInstance) => {
    // Routes land here (issue 4).
  },
  { name: 'history' },
);
