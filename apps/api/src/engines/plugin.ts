import type { FastifyInstance } from 'fastify';
import { enginesConfigFrom } from './config';
import { createEngineRegistry } from './create';
import type { EngineRegistry } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI engines of this process: `app.engines.require('chat')` or 9001. */
    engines: EngineRegistry;
  }
}

/**
 * Builds the engine registry from the app's config and decorates the app with it; closing the app
 * aborts engine calls in flight. Logs which engine serves each capability once at start.
 */
export async function registerEngines(app: FastifyInstance): Promise<void> {
  const registry = await createEngineRegistry(enginesConfigFrom(app.config));
  app.decorate('engines', registry);
  app.addHook('onClose', async () => registry.close());
  const summary = registry
    .capabilities()
    .map((c) => `${c.capability}=${c.engine ?? '未配置'}`)
    .join(' ');
  app.log.info(`AI engines: ${summary}`);
}
