import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freshDataDir } from './data-template';
import { repoRoot, tsxLoader, webDist } from './paths';

/** A running product: one origin serving the web app, the API and the relay. */
export interface Product {
  /** Origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  dataDir: string;
  /** Process id of the server (benchmarks read its CPU time). */
  pid: number;
  /** Everything the server printed so far. */
  logs(): string;
  stop(): Promise<void>;
  /** SIGKILL: no close hooks, nothing flushed; keeps DATA_DIR (a restart may reuse it). */
  kill(): Promise<void>;
}

/** Options for starting the product; env is added over the defaults below. */
export interface StartOptions {
  env?: Record<string, string>;
  /** Where the server's output is copied (besides memory). */
  logFile?: string;
  timeoutMs?: number;
  /** Refuse to start without the built web app (default true; API benchmarks do not need it). */
  requireWeb?: boolean;
  /** Reuse this DATA_DIR (a restart after a crash); it is then left in place on stop. */
  dataDir?: string;
}

const mainEntry = path.join(repoRoot, 'apps/api/src/main.ts');

/**
 * Starts the real start entry (apps/api/src/main.ts) in a child process on port 0 with a fresh
 * DATA_DIR: the same code path as `pnpm start` (config parsing, migrations, seeds, static web app,
 * relay), and a server that does not share the test runner's event loop or module state. In a test
 * run whose global setup called useDataTemplate(), the fresh folder on PGlite starts as a copy of
 * one migrated once for the run (initdb and 26 migrations skipped; the seeds still run at start).
 */
export async function startProduct(opts: StartOptions = {}): Promise<Product> {
  if (opts.requireWeb !== false && !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`web app not built (${webDist}/index.html missing): run pnpm --filter @juzuo/web build`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    REDIS_URL: '',
    PUBLIC_URL: '',
    NODE_ENV: 'development',
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'info',
    WEB_DIST: webDist,
    ...opts.env,
  };
  // A fresh folder is a copy of the run's migrated one when there is one (support/data-template.ts).
  const dataDir = opts.dataDir ?? (await freshDataDir(env.DATABASE_URL ? 'postgres' : 'pglite'));
  let output = '';
  const log = opts.logFile ? fs.createWriteStream(opts.logFile) : null;
  const child: ChildProcess = spawn(process.execPath, ['--import', tsxLoader, mainEntry], {
    cwd: repoRoot,
    env: { ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    log?.write(chunk);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // If the test worker goes away without running its hooks (a timeout kill), take the server along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    process.off('exit', killOnExit);
    log?.end();
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    process.off('exit', killOnExit);
    log?.end();
  };

  try {
    const port = await waitForPort(() => output, exited, opts.timeoutMs ?? 180_000);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealthy(url, exited, opts.timeoutMs ?? 180_000);
    return { url, port, pid: child.pid ?? 0, dataDir, logs: () => output, stop, kill };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.slice(-4000)}`);
  }
}

// The server prints its URL when listening (main.ts, or Fastify's "Server listening at ..."); any
// http URL with a non-zero port in the output tells us which port 0 became.
async function waitForPort(output: () => string, exited: Promise<number | null>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    const match = /https?:\/\/[\w.[\]:-]+?:(\d{2,5})/.exec(output());
    if (match && Number(match[1]) > 0) return Number(match[1]);
    if (gone) throw new Error('the server exited before listening');
    await sleep(100);
  }
  throw new Error(`the server printed no URL within ${timeoutMs} ms`);
}

async function waitForHealthy(url: string, exited: Promise<number | null>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error('the server exited before /healthz answered 200');
    const res = await fetch(`${url}/healthz`).catch(() => null);
    if (res?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`/healthz did not answer 200 within ${timeoutMs} ms`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
