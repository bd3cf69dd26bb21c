import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchPostgres } from '@juzuo/api';
import { repoRoot } from '../../e2e/support/paths';
import { TEST_REDIS_URL } from './redis';

/** Members scripts/scale-out.sh starts, by the names of its pid files. */
export type ScaleMember = 'api-1' | 'api-2' | 'relay-1' | 'relay-2' | 'nginx';

/** The scale-out setup of scripts/scale-out.sh, started on free ports and a scratch database. */
export interface ScaleOut {
  /** http://127.0.0.1:<port>: nginx, the one origin (web, API prefixes, /collab). */
  origin: string;
  /** ws://…/collab through nginx. */
  collabUrl: string;
  /** Each API process directly (http), in order api-1, api-2. */
  apis: [string, string];
  /** Each relay directly (ws://…/collab), in order relay-1, relay-2. */
  relays: [string, string];
  /** SIGKILL of one member (pid from its pid file); resolves once the process is gone. */
  kill(member: ScaleMember): Promise<void>;
  /** `scale-out.sh start` again: starts whatever is not running (a killed member comes back). */
  restart(): Promise<void>;
  /** Process id of a member now (benchmarks read its memory and CPU). */
  pid(member: ScaleMember): number;
  /** Everything the members logged, for failure messages. */
  logs(member: ScaleMember): string;
  stop(): Promise<void>;
}

const script = path.join(repoRoot, 'scripts/scale-out.sh');

/**
 * Whether this machine can run the setup: nginx installed, or root with apt-get (the script then
 * installs it, as CI does on a fresh Debian machine). Answers the reason when it cannot.
 */
export function scaleOutUnavailable(): string | null {
  const hasNginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p));
  if (hasNginx) return null;
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (root && apt) return null;
  return 'nginx is not installed and this user cannot install it (needs root and apt-get)';
}

/**
 * Starts the setup through the script; stop() stops it, drops the database and removes the folder.
 * `env` is added to every member's environment (a benchmark opens their inspectors with NODE_OPTIONS).
 */
export async function startScaleOut(options: { env?: Record<string, string> } = {}): Promise<ScaleOut> {
  const [port, internal, api1, api2, relay1, relay2] = await freePorts(6);
  const scratch = await createScratchPostgres({ namePrefix: 'jz_scale' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-scale-'));
  const env = {
    ...process.env,
    SCALE_DIR: dir,
    PORT: String(port),
    INTERNAL_PORT: String(internal),
    API_PORTS: `${api1} ${api2}`,
    RELAY_PORTS: `${relay1} ${relay2}`,
    DATABASE_URL: scratch.url,
    REDIS_URL: TEST_REDIS_URL,
    SCALE_NO_WEB_BUILD: '1',
    NODE_ENV: 'development',
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const pidOf = (member: ScaleMember) => {
    const text = fs.readFileSync(path.join(dir, 'run', `${member}.pid`), 'utf8').trim();
    return Number(text);
  };
  const members: ScaleMember[] = ['relay-1', 'relay-2', 'nginx', 'api-1', 'api-2'];
  // A worker that dies without its hooks must not leave the setup behind.
  const killAll = () => {
    for (const m of members) {
      try {
        process.kill(pidOf(m), 'SIGKILL');
      } catch {
        // not running
      }
    }
  };
  process.once('exit', killAll);
  const run = (command: 'start' | 'stop') => runScript(command, env);

  try {
    await run('start');
  } catch (error) {
    await run('stop').catch(() => {});
    process.off('exit', killAll);
    await scratch.drop().catch(() => {});
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    collabUrl: `ws://127.0.0.1:${port}/collab`,
    apis: [`http://127.0.0.1:${api1}`, `http://127.0.0.1:${api2}`],
    relays: [`ws://127.0.0.1:${relay1}/collab`, `ws://127.0.0.1:${relay2}/collab`],
    async kill(member) {
      const pid = pidOf(member);
      process.kill(pid, 'SIGKILL');
      while (isAlive(pid)) await sleep(20);
    },
    restart: () => run('start'),
    pid: pidOf,
    logs: (member) => {
      try {
        return fs.readFileSync(path.join(dir, 'logs', `${member}.log`), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      await run('stop').catch((error: Error) => console.error(error.message));
      process.off('exit', killAll);
      await scratch.drop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function runScript(command: 'start' | 'stop', env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('bash', [script, command], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`scale-out.sh ${command} exited ${code}:\n${output}`)),
    );
  });
}

/** Ports the OS says are free now (bound to 0 together, then released). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

/** Alive and not a zombie (the members are orphans; whether init reaps them at once is not ours). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
