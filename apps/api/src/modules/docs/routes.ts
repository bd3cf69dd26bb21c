import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** /ixj_web/project/doc|volume|idea/* and works/content_tag*: documents, volumes, idea documents, content tags. */
export const docsModule = fp(
  async (_app: FastifyInstance) => {
    // Routes land here (issue 4).
  },
  { name: 'docs' },
);
