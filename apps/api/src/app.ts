import cors from '@fastify/cors';
import { healthz, ok } from '@juzuo/schemas';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { TConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { registerEngines } from './engines/plugin';
import { registerJobs } from './jobs/index';
import { loggerOptions } from './lib/logger';
import { registerCallList, route } from './lib/route';
import { registerYjsWorker } from './lib/yjs-worker/plugin';
import { registerModules } from './modules/index';
import { openApiModule } from './modules/openapi/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/error-handling';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    database: Database;
    /** Extra readiness checks (the relay registers one); /healthz answers 200 only when all pass. */
    readinessChecks: Array<() => boolean | Promise<boolean>>;
  }
}

/** Maps TRUST_PROXY to Fastify's option: nobody by default, so X-Forwarded-For can't dodge per-IP limits. */
function resolveTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === '1') return true;
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

/** Options for building the API. */
export interface BuildAppOptions {
  config: TConfig;
  /** An already opened database (tests share factories this way); opened from config when absent. */
  database?: Database;
}

/** Builds the API (no listening socket): tests call app.inject, main.ts listens. */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: resolveTrustProxy(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    // Query strings like ?ids=1&ids=2 become arrays; zod schemas decide what they accept.
    routerOptions: { ignoreTrailingSlash: true },
    // Errors before routing (undecodable URL, bytes the HTTP parser refuses) answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL || undefined,
      pgliteDir: `${config.DATA_DIR}/pglite`,
    }));
  app.decorate('config', config);
  app.decorate('database', db);
  app.decorate('readinessChecks', []);
  if (!database) app.addHook('onClose', async () => db.close());

  registerErrorHandling(app);
  registerRequestLog(app);
  // Spec calls such as QR start_session post HTML forms; parse urlencoded bodies into plain objects.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  registerSecurityHeaders(app);
  // Same-origin by default: without CORS_ORIGINS no cross-origin caller is allowed, so the plugin
  // (a hook on every request) is only registered when some origin is.
  if (config.CORS_ORIGINS.length)
    await app.register(cors, { origin: config.CORS_ORIGINS, credentials: true });
  await registerRateLimit(app, config);

  registerAuth(app);
  registerCallList(app);
  route(app, healthz, {}, async (_request, reply) => {
    try {
      await db.ping();
      for (const check of app.readinessChecks) if (!(await check())) throw new Error('not ready');
      return ok(null);
    } catch {
      return reply.code(503).send({ status: 503, data: null, msg: '服务尚未就绪' });
    }
  });
  await registerEngines(app);
  // Before the modules: their routes enqueue jobs; the queue starts when the app is ready.
  await registerJobs(app);
  registerYjsWorker(app);
  await registerModules(app);
  // Last: the OpenAPI document describes every call registered before it.
  await app.register(openApiModule);
  return app;
}
