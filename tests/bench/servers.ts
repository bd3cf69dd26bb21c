import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot, tsxLoader } from '../e2e/support/paths';
import { type Product, startProduct } from '../e2e/support/product';

/** A server under load, in its own process (the load generator must not share its core). */
export interface Target {
  url: string;
  pid: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts the bare Fastify yardstick (bench/bare-server.ts) and waits for its URL. */
export function startBare(): Promise<Target> {
  return startScript(path.join(here, 'bare-server.ts'));
}

/**
 * Runs a TypeScript file of the bench in its own Node process (through tsx) and waits until it prints
 * `ready at <url>`; the target's url is that URL.
 */
export function startScript(file: string, env: Record<string, string> = {}): Promise<Target> {
  const child = spawn(process.execPath, ['--import', tsxLoader, file], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    // The inspector's greeting is expected when the bench asked for it; anything else is news.
    if (!/Debugger listening|For help, see|Debugger attached|Waiting for the debugger/.test(chunk.toString()))
      process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${path.basename(file)} exited (${code}): ${out}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready at (\S+)/.exec(out);
      if (m?.[1]) {
        child.removeAllListeners('exit');
        resolve({
          url: m[1],
          pid: child.pid ?? 0,
          output: () => out,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}

/**
 * Starts the product's real start entry for load: rate limits off (one user signs in thousands of
 * times), request logging off (LOG_LEVEL=warn, so the figure is the stack and not log I/O).
 */
export async function startApi(
  databaseUrl: string,
  opts: { requireWeb?: boolean; env?: Record<string, string> } = {},
): Promise<Target & { product: Product }> {
  const product = await startProduct({
    requireWeb: opts.requireWeb ?? false,
    env: {
      DISABLE_RATE_LIMIT: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'development',
      ...opts.env,
    },
  });
  return { url: product.url, pid: product.pid, output: product.logs, stop: product.stop, product };
}
