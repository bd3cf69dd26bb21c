import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TConfig, testConfig } from '../config';
import { type RunningServer, startServer } from '../server/start';
import { createTestPostgres, testDbKind } from './app';

/** The whole product (API + relay on one port) on the test database kind, plus its clean-up. */
export interface TestServer {
  server: RunningServer;
  /** Its DATA_DIR (a fresh temporary folder). */
  dataDir: string;
  /** Closes the server, drops a scratch PostgreSQL database and removes DATA_DIR. */
  stop(): Promise<void>;
  /**
   * Closes the server gracefully (as on SIGTERM: the relay stores what it holds) and starts it again
   * on the same database and DATA_DIR, on a new port; `server` is the new one afterwards.
   */
  restart(): Promise<RunningServer>;
}

/**
 * Starts `startServer` on 127.0.0.1 and a free port with a fresh DATA_DIR, on PGlite or (TEST_DB=
 * postgres) a scratch PostgreSQL database. `webDist` defaults to the DATA_DIR (no web app).
 */
export async function startTestServer(opts: {
  prefix: string;
  webDist?: (dataDir: string) => string;
  /** More settings, e.g. ADMIN_PHONES. */
  config?: Partial<Record<keyof TConfig, string>>;
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `juzuo-${opts.prefix}-`));
  let databaseUrl = '';
  let dropDb: (() => Promise<void>) | undefined;
  if (testDbKind === 'postgres') {
    const scratch = await createTestPostgres();
    databaseUrl = scratch.url;
    dropDb = scratch.drop;
  }
  const config = testConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: opts.webDist?.(dataDir) ?? dataDir,
    DATABASE_URL: databaseUrl,
    ...opts.config,
  });
  const running: TestServer = {
    server: await startServer(config),
    dataDir,
    stop: async () => {
      await running.server.close();
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await running.server.close();
      running.server = await startServer(config);
      return running.server;
    },
  };
  return running;
}
