import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from '../e2e/support/paths';
import { type Product, startProduct } from '../e2e/support/product';

/** A server under load, in its own process (the load generator must not share its core). */
export interface Target {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const tsxLoader = pathToFileURL(createRequire(path.join(repoRoot, 'package.json')).resolve('tsx')).href;

/** Starts the bare Fastify yardstick (bench/bare-server.ts) and waits for its URL. */
export function startBare(): Promise<Target> {
  const child = spawn(process.execPath, ['--import', tsxLoader, path.join(here, 'bare-server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`bare server exited (${code}): ${out}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        child.removeAllListeners('exit');
        resolve({
          url: m[1],
          pid: child.pid ?? 0,
          stop: () =>
            new Promise<void>((done) => {
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
export async function startApi(databaseUrl: string): Promise<Target & { product: Product }> {
  const product = await startProduct({
    requireWeb: false,
    env: { DISABLE_RATE_LIMIT: '1', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  });
  return { url: product.url, pid: product.pid, stop: product.stop, product };
}
