import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, webDist } from './paths';

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
const tsxLoader = pathToFileURL(createRequire(path.join(repoRoot, 'package.json')).resolve('tsx')).href;

/**
 * Starts the real start entry (apps/api/src/main.ts) in a child process on port 0 with a fresh
 * DATA_DIR: the same code path as `pnpm start` (config parsing, migrations, static web app, relay),
 * and a server that does not share the test runner's event loop or module state.
 */
export async function startProduct(opts: StartOptions = {}): Promise<Product> {
  if (opts.requireWeb !== false && !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`web app not built (${webDist}/index.html missing): run pnpm --filter @juzuo/web build`);
  }
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-e2e-'));
  let output = '';
  const log = opts.logFile ? fs.createWriteStream(opts.logFile) : null;
  const child: ChildProcess = spawn(process.execPath, ['--import', tsxLoader, mainEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: '',
      NODE_ENV: 'development',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'info',
      WEB_DIST: webDist,
      ...opts.env,
    },
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
