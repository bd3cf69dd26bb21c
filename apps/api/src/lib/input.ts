import type { FastifyRequest } from 'fastify';

/** Query and body merged (body wins): DELETE and GET callers send ids either way. */
export const input = (request: FastifyRequest): Record<string, unknown> => ({
  ...(request.query as object | undefined),
  ...(request.body && typeof request.body === 'object' ? (request.body as object) : {}),
});
