import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsxLoader } from '../../e2e/support/paths';
import { sleep, withTimeout } from '../relay/stats';
import type { LoopWindow } from './loop-probe';

/** What one generator process (generator.ts) gets as argv[2]. */
export interface GeneratorConfig {
  url: string;
  token: string;
  /** This process's documents: relay name and index in the whole run (the seeds of text and typing). */
  docs: Array<{ name: string; index: number }>;
  editors: number;
  rate: number;
  eraseShare: number;
}

export type GeneratorRequest = { type: 'type' | 'bucket' | 'drain' | 'exit' };

/** One generator's share of a bucket: counts, every latency sample (us), its CPU and its loop. */
export interface GeneratorBucket {
  type: 'bucket';
  sends: number;
  erases: number;
  deliveries: number;
  latencies: Float64Array;
  /** CPU over its window (all its threads) as a share of one core. */
  busy: number;
  loop: LoopWindow;
}

/** One generator after its documents' editors agreed: totals, and each editor's own typed clock. */
export interface GeneratorDrained {
  type: 'drained';
  sends: number;
  erases: number;
  deliveries: number;
  typed: Array<{ doc: number; clientId: number; clock: number }>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A larger young generation for the load generator, as the relay bench's: its garbage is short-lived
 * (decoded updates, socket buffers, Yjs transactions). The servers keep their defaults.
 */
const execArgv = ['--max-semi-space-size=64', '--import', tsxLoader];

/** The soak's load generator: child processes that each hold whole documents with all their editors. */
export class Generators {
  private constructor(private readonly children: ChildProcess[]) {}

  /**
   * Deals the documents round-robin over `count` processes (at most one per document) and resolves
   * once every process has connected its editors and seeded its documents.
   */
  static async start(
    count: number,
    config: Omit<GeneratorConfig, 'docs'>,
    names: string[],
    label: string,
  ): Promise<Generators> {
    const n = Math.max(1, Math.min(count, names.length));
    const children: ChildProcess[] = [];
    const pool = new Generators(children);
    try {
      for (let g = 0; g < n; g++) {
        const docs = names.flatMap((name, index) => (index % n === g ? [{ name, index }] : []));
        const child = fork(path.join(here, 'generator.ts'), [JSON.stringify({ ...config, docs })], {
          execArgv,
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          // Latency samples cross as Float64Arrays, not as JSON.
          serialization: 'advanced',
        });
        children.push(child);
      }
      await Promise.all(
        children.map((child, g) =>
          reply(child, null, 'ready', `${label}: generator ${g + 1} of ${n} connected and seeded`, 180_000),
        ),
      );
      return pool;
    } catch (error) {
      await pool.stop();
      throw error;
    }
  }

  get count(): number {
    return this.children.length;
  }

  async type(): Promise<void> {
    await Promise.all(this.children.map((c) => reply(c, { type: 'type' }, 'typing', 'typing started')));
  }

  /** Each process's bucket since the last call (or since typing started), in process order. */
  bucket(): Promise<GeneratorBucket[]> {
    return Promise.all(
      this.children.map((c) => reply<GeneratorBucket>(c, { type: 'bucket' }, 'bucket', 'generator bucket')),
    );
  }

  /** Stops the typing everywhere and waits until each process's documents agree. */
  drain(): Promise<GeneratorDrained[]> {
    return Promise.all(
      this.children.map((c) =>
        reply<GeneratorDrained>(c, { type: 'drain' }, 'drained', 'editors converged', 130_000),
      ),
    );
  }

  /** Asks each process to close its editors and exit; kills whatever is still running after that. */
  async stop(): Promise<void> {
    for (const child of this.children) if (child.connected) child.send({ type: 'exit' });
    await sleep(300);
    for (const child of this.children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/**
 * Sends `request` (none: just listens) and resolves with the child's next message of type `type`;
 * rejects when the child reports an error, exits, or stays silent for `ms`.
 */
function reply<T>(
  child: ChildProcess,
  request: GeneratorRequest | null,
  type: string,
  what: string,
  ms = 30_000,
): Promise<T> {
  let cleanup = () => {};
  const answer = new Promise<T>((resolve, reject) => {
    const onMessage = (m: { type: string; message?: string }) => {
      if (m.type === type) resolve(m as T);
      else if (m.type === 'error') reject(new Error(`${what}: ${m.message}`));
    };
    const onExit = (code: number | null) => reject(new Error(`${what}: generator exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    if (request) child.send(request);
  });
  return withTimeout(answer, what, ms).finally(() => cleanup());
}
