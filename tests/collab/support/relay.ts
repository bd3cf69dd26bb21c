import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, tsxLoader } from '../../e2e/support/paths';

/** A standalone relay process (apps/collab-server/src/main.ts), killable for real. */
export interface RelayProcess {
  /** ws://127.0.0.1:<port>/collab */
  url: string;
  port: number;
  pid: number;
  logs(): string;
  /** SIGKILL: no close hooks, no final store; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (stores changed documents), SIGKILL after 5 s. */
  stop(): Promise<void>;
}

/** What a relay needs: the API it talks to, the shared secret and, for scaling, Redis. */
export interface RelayStartOptions {
  apiUrl: string;
  secret: string;
  redisUrl?: string;
  /** 0 picks a free port; a fixed port lets a new relay take over a killed one's address. */
  port?: number;
}

const mainEntry = path.join(repoRoot, 'apps/collab-server/src/main.ts');
const live = new Set<ChildProcess>();
// A worker that dies without running its hooks must not leave relays behind.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Starts a relay child process and waits until its /healthz answers 200. */
export async function startRelayProcess(opts: RelayStartOptions): Promise<RelayProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', tsxLoader, mainEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      API_URL: opts.apiUrl,
      INTERNAL_SECRET: opts.secret,
      REDIS_URL: opts.redisUrl ?? '',
      RELAY_PORT: String(opts.port ?? 0),
      RELAY_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (!gone()) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    live.delete(child);
  };

  const deadline = Date.now() + 60_000;
  let port = 0;
  while (!port) {
    const match = /ready at ws:\/\/[\w.]+:(\d+)\/collab/.exec(output);
    if (match) port = Number(match[1]);
    else if (gone() || Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`relay did not start:\n${output.slice(-3000)}`);
    } else await sleep(50);
  }
  const base = `http://127.0.0.1:${port}`;
  while ((await fetch(`${base}/healthz`).catch(() => null))?.status !== 200) {
    if (gone() || Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`relay /healthz never answered 200:\n${output.slice(-3000)}`);
    }
    await sleep(100);
  }
  return {
    url: `ws://127.0.0.1:${port}/collab`,
    port,
    pid: child.pid ?? 0,
    logs: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
