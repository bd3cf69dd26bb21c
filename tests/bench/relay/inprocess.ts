import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsxLoader } from '../../e2e/support/paths';
import { type Machine, machineHeading } from '../machine';
import { createScratchDatabase } from '../postgres';
import type { ChildConfig, RoundResult } from './inprocess-child';
import { median, withTimeout } from './stats';
import { parseVariants } from './variants';

// `pnpm bench relay-inprocess`: CPU per relayed update with fixed work per turn. Whole fan-out runs
// (bench.ts) on a loaded 2-core machine measure starvation as much as the relay: a starved relay
// merges more updates per turn and spends less per delivery. Here every variant runs in its own
// process (inprocess-child.ts) with the same updates, handed to its connections without sockets;
// rounds alternate between variants, so load that comes and goes hits every variant alike, and
// each round's CPU is read from the process itself (all threads, and the main thread apart).

const here = path.dirname(fileURLToPath(import.meta.url));

/** One variant: a relay, and extra environment for its process (an A/B of a switch). */
interface Variant {
  label: string;
  variant: ChildConfig['variant'];
  env: Record<string, string>;
}

/**
 * Variants from `BENCH_INPROC_VARIANTS` (default `hocuspocus,pglite,postgres`); `name+KEY=value`
 * starts that variant with KEY=value in its environment, e.g. `postgres,postgres+SOME_SWITCH=1`.
 */
export function inprocessVariants(spec = process.env.BENCH_INPROC_VARIANTS): Variant[] {
  const known = ['hocuspocus', 'pglite', 'postgres'] as const;
  return parseVariants(spec ?? 'hocuspocus,pglite,postgres', known, 'BENCH_INPROC_VARIANTS').map(
    ({ label, name, env }) => ({ label, variant: name, env }),
  );
}

/** The fixed work of a run. */
export interface InprocessLoad {
  docs: number;
  editors: number;
  /** Turns per round: every editor sends one update per turn; one checkpoint per document per round. */
  turns: number;
  rounds: number;
  /** Updates handed to the relay per event-loop turn, acknowledged before the next group. */
  group: number;
  /** With > 0, groups every `paceMs` ms without waiting for acknowledgements (see ChildConfig). */
  paceMs: number;
  /** BENCH_INPROC_BUSY=1: a group is every editor of `group` documents (see ChildConfig). */
  busy: boolean;
  /**
   * BENCH_INPROC_AWARENESS_EVERY: turns between an editor's awareness renewals, 0 for none (75: a
   * provider renews its state every 15 s, at 5 updates/s).
   */
  awarenessEvery: number;
}

/** A variant's rounds, per relayed update (us) and GC. */
export interface InprocessResult {
  label: string;
  rounds: Array<{ cpuUs: number; mainUs: number; otherUs: number; gcUs: number; wallMs: number }>;
  median: { cpuUs: number; mainUs: number; otherUs: number; gcUs: number };
  /** Median per thread label over the rounds, us per update. */
  threads: Record<string, number>;
}

export function inprocessLoadFromEnv(): InprocessLoad {
  return {
    docs: Number(process.env.BENCH_INPROC_DOCS ?? 10),
    editors: Number(process.env.BENCH_INPROC_EDITORS ?? 5),
    turns: Number(process.env.BENCH_INPROC_TURNS ?? 150),
    rounds: Number(process.env.BENCH_INPROC_ROUNDS ?? 8),
    group: Number(process.env.BENCH_INPROC_GROUP ?? 5),
    paceMs: Number(process.env.BENCH_INPROC_PACE_MS ?? 0),
    busy: process.env.BENCH_INPROC_BUSY === '1',
    awarenessEvery: Number(process.env.BENCH_INPROC_AWARENESS_EVERY ?? 0),
  };
}

function startChild(config: ChildConfig, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(here, 'inprocess-child.ts'), [JSON.stringify(config)], {
    execArgv: ['--import', tsxLoader],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return withTimeout(
    new Promise<ChildProcess>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`in-process relay exited (${code})`)));
      child.on('message', (m: { type: string; message?: string }) => {
        if (m.type === 'ready') resolve(child);
        if (m.type === 'error') reject(new Error(m.message));
      });
    }),
    `${config.variant} relay ready`,
    180_000,
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw error;
  });
}

function runRound(child: ChildProcess, turns: number): Promise<RoundResult> {
  return withTimeout(
    new Promise<RoundResult>((resolve, reject) => {
      const onMessage = (m: { type: string; result?: RoundResult; message?: string }) => {
        if (m.type === 'round') {
          child.off('message', onMessage);
          resolve(m.result as RoundResult);
        }
        if (m.type === 'error') reject(new Error(m.message));
      };
      child.on('message', onMessage);
      child.send({ type: 'round', turns });
    }),
    'round',
    1_800_000,
  );
}

/**
 * Runs the variants in alternating rounds (the order reversed every other round), after one warm-up
 * round each, and prints each round and the medians per relayed update.
 */
export async function benchRelayInProcess(postgresAdminUrl: string | null): Promise<InprocessResult[]> {
  const load = inprocessLoadFromEnv();
  const variants = inprocessVariants().filter((v) => v.variant !== 'postgres' || postgresAdminUrl);
  const scratches: Array<{ drop(): Promise<void> }> = [];
  const children: ChildProcess[] = [];
  try {
    for (const v of variants) {
      let databaseUrl: string | undefined;
      if (v.variant === 'postgres' && postgresAdminUrl) {
        const scratch = await createScratchDatabase(postgresAdminUrl);
        scratches.push(scratch);
        databaseUrl = scratch.url;
      }
      children.push(
        await startChild(
          {
            variant: v.variant,
            databaseUrl,
            docs: load.docs,
            editors: load.editors,
            group: load.group,
            paceMs: load.paceMs,
            busy: load.busy,
            awarenessEvery: load.awarenessEvery,
          },
          v.env,
        ),
      );
    }
    console.log(
      `relay in process: ${load.docs} docs x ${load.editors} editors, ${load.turns} turns per round (one update per editor per turn, ${load.busy ? `every editor of ${load.group} documents` : load.group} per event-loop turn${load.paceMs ? ` every ${load.paceMs} ms` : ', acknowledged before the next'}, one checkpoint per document per round${load.awarenessEvery ? `, an awareness renewal per editor every ${load.awarenessEvery} turns` : ''}), ${load.rounds} rounds`,
    );
    for (const child of children) await runRound(child, load.turns);
    const rounds: RoundResult[][] = variants.map(() => []);
    for (let r = 0; r < load.rounds; r++) {
      const order = variants.map((_, i) => i);
      if (r % 2 === 1) order.reverse();
      for (const i of order) {
        const result = await runRound(children[i] as ChildProcess, load.turns);
        (rounds[i] as RoundResult[]).push(result);
        const per = (us: number) => (us / result.updates).toFixed(1);
        console.log(
          `  round ${r + 1} ${(variants[i] as Variant).label.padEnd(28)} ${per(result.cpuUs)} us/update (main ${per(result.threads.main ?? 0)}), gc ${per(result.gcMs * 1000)} us/update in ${result.gcCount} pauses, wall ${result.wallMs.toFixed(0)} ms`,
        );
      }
    }
    const results = variants.map((v, i) => summarize(v.label, rounds[i] as RoundResult[]));
    const base = results.find((r) => r.label === 'hocuspocus');
    console.log('\nmedian per relayed update (us):');
    for (const r of results) {
      const ratio = base ? ` = ${(r.median.cpuUs / base.median.cpuUs).toFixed(2)}x bare Hocuspocus` : '';
      const threads = Object.entries(r.threads)
        .filter(([, us]) => us >= 0.5)
        .map(([label, us]) => `${label} ${us.toFixed(1)}`)
        .join(', ');
      console.log(
        `  ${r.label.padEnd(28)} ${r.median.cpuUs.toFixed(1)} (main ${r.median.mainUs.toFixed(1)}, other threads ${r.median.otherUs.toFixed(1)}; gc ${r.median.gcUs.toFixed(1)})${ratio}  [${threads}]`,
      );
    }
    return results;
  } finally {
    for (const child of children) if (child.connected) child.send({ type: 'exit' });
    await new Promise((r) => setTimeout(r, 3_000));
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const scratch of scratches) await scratch.drop().catch(() => {});
  }
}

function summarize(label: string, rounds: RoundResult[]): InprocessResult {
  const per = rounds.map((r) => {
    const mainUs = (r.threads.main ?? 0) / r.updates;
    const cpuUs = r.cpuUs / r.updates;
    return { cpuUs, mainUs, otherUs: cpuUs - mainUs, gcUs: (r.gcMs * 1000) / r.updates, wallMs: r.wallMs };
  });
  const labels = new Set(rounds.flatMap((r) => Object.keys(r.threads)));
  const threads: Record<string, number> = {};
  for (const l of labels) threads[l] = median(rounds.map((r) => (r.threads[l] ?? 0) / r.updates));
  return {
    label,
    rounds: per,
    median: {
      cpuUs: median(per.map((p) => p.cpuUs)),
      mainUs: median(per.map((p) => p.mainUs)),
      otherUs: median(per.map((p) => p.otherUs)),
      gcUs: median(per.map((p) => p.gcUs)),
    },
    threads,
  };
}

/** The run as a markdown table for docs/benchmarks.md (`--write`). */
export function renderInprocessMarkdown(
  machine: Machine,
  results: InprocessResult[],
  notes: string[],
): string {
  const load = inprocessLoadFromEnv();
  const base = results.find((r) => r.label === 'hocuspocus');
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.median.cpuUs.toFixed(1)} | ${r.median.mainUs.toFixed(1)} | ${r.median.otherUs.toFixed(1)} | ${r.median.gcUs.toFixed(1)} | ${base ? `${(r.median.cpuUs / base.median.cpuUs).toFixed(2)}x` : '-'} |`,
  );
  return [
    ...machineHeading(machine),
    '',
    `${load.docs} docs x ${load.editors} editors, ${load.turns} turns per round, ${load.group} updates per event-loop turn${load.paceMs ? ` every ${load.paceMs} ms` : ''}, ${load.rounds} alternating rounds (medians).`,
    '',
    '| relay | CPU us / relayed update | main thread | other threads | main-thread GC | vs bare Hocuspocus |',
    '|---|---|---|---|---|---|',
    ...rows,
    ...notes.map((n) => `\n${n}`),
    '',
  ].join('\n');
}
