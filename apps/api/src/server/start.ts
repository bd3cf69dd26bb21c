import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { TConfig } from '../config';
import type { Database } from '../db/client';
import { loadMaterialSeed } from '../modules/materials/seed';
import { loadTemplateSeed } from '../modules/templates/seed';
import { openEmbeddedJournal } from './embedded-journal';
import { mountRelay } from './relay';
import { buildRuntimeConfig } from './runtime-config';
import { registerWebApp } from './web';

/** A running product server. */
export interface RunningServer {
  /** http://localhost:<port> (no trailing slash). */
  url: string;
  port: number;
  app: FastifyInstance;
  /** Graceful stop: relay (stores documents) first, then the API and its database. */
  close(): Promise<void>;
}

/** Options beyond config (tests pass an already opened database). */
export interface StartOptions {
  database?: Database;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The folder of the built web app: WEB_DIST, or apps/web/dist of this checkout. */
export function webDistDir(config: TConfig): string {
  return config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
}

/**
 * Starts the whole product on one origin: API, built web app and the relay's WebSocket at /collab.
 * PORT 0 picks a free port (tests, benchmarks); the answer says which.
 */
export async function startServer(config: TConfig, options: StartOptions = {}): Promise<RunningServer> {
  // The relay and the API share this process, so a per-process random secret is enough; a
  // standalone relay needs INTERNAL_SECRET set explicitly on both sides.
  const resolved: TConfig = {
    ...config,
    INTERNAL_SECRET: config.INTERNAL_SECRET || crypto.randomBytes(32).toString('base64url'),
  };
  const app = await buildApp({ config: resolved, database: options.database });
  let relay: ReturnType<typeof mountRelay> | undefined;
  try {
    await registerWebApp(app, { distDir: webDistDir(resolved), runtime: buildRuntimeConfig(resolved) });
    // The shipped material library (official, published); entries already present are left alone.
    await loadMaterialSeed(app);
    // The shipped system templates (read-only); idempotent.
    await loadTemplateSeed(app);
    // The embedded database's own DATA_DIR gets the journal (a database passed in is a test's).
    const journal = options.database ? undefined : await openEmbeddedJournal(app);
    relay = mountRelay(app, journal);
    await listenQuietly(app, resolved);
  } catch (error) {
    await relay?.close().catch(() => {});
    await app.close().catch(() => {});
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : resolved.PORT;
  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    app,
    close: () => {
      closing ??= (async () => {
        await relay?.close();
        await app.close();
      })();
      return closing;
    },
  };
}

/**
 * Listens without Fastify's "Server listening at" line per network address: main.ts prints one ready
 * line once /healthz answers, which is the moment the product can be used.
 */
async function listenQuietly(app: FastifyInstance, config: TConfig): Promise<void> {
  const level = app.log.level;
  const verbose = ['info', 'debug', 'trace'].includes(level);
  if (verbose) app.log.level = 'warn';
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } finally {
    if (verbose) app.log.level = level;
  }
}
