import crypto from 'node:crypto';
import { INTERNAL_SECRET_HEADER, Status } from '@juzuo/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest hook for `/internal/*`: the caller must present the process's INTERNAL_SECRET. These routes
 * live on the public origin, so the secret is the only thing that keeps browsers out. An empty secret
 * (an app built without startServer) refuses everyone rather than matching an empty header.
 */
export async function requireInternalSecret(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const expected = request.server.config.INTERNAL_SECRET;
  const given = request.headers[INTERNAL_SECRET_HEADER];
  if (expected && typeof given === 'string' && safeEqual(given, expected)) return undefined;
  // Returning the reply (not awaiting it) is how an async hook tells Fastify the answer is sent.
  return reply.code(403).send({ status: Status.NO_PERMISSION, data: null, msg: '没有权限访问内部接口' });
}

function safeEqual(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right);
}
