import type { FastifyRequest } from 'fastify';

/** Query and body together: DELETE calls arrive with either (the body wins on a clash). */
export const queryAndBody = (request: FastifyRequest): Record<string, unknown> => ({
  ...(request.query as object),
  ...(request.body && typeof request.body === 'object' ? request.body : {}),
});
