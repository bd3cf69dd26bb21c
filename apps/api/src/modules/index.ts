import type { FastifyInstance } from 'fastify';

/** Registers every area's routes. Each area is a folder under modules/ with routes, service and repo. */
export async function registerModules(_app: FastifyInstance): Promise<void> {}
