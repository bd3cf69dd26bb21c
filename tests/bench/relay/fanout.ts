import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsxLoader } from '../../e2e/support/paths';
import { type LoopDelay, readLoopMonitor, startLoopMonitor } from '../inspect';
import { processCpuSeconds } from '../machine';
import type { Endpoint } from './clients';
import { nowUs, SendLog } from './flow';
import { relayTraceGc, type ScavengeTotals, startGcTrace } from './gc-trace';
import { relayHeapDir, snapshotServerHeap } from './heap';
import { perfRecord } from './perf-record';
import { relayProfileDir, startServerProfile } from './profile';
import { percentile, rssBytes, sleep, withTimeout } from './stats';
import { threadBreakdown, threadTicks } from './threads';

/** Shape of one fan-out load: documents x editors, each typing `rate` updates per second. */
export interface FanoutLoad {
  docs: number;
  editors: number;
  rate: number;
  warmupSeconds: number;
  seconds: number;
}

/** What one server did under the load. */
export interface FanoutResult {
  server: string;
  client: string;
  load: FanoutLoad;
  /** Achieved sends per editor per second in the measured window. */
  sendRate: number;
  sends: number;
  /** Receipts by the editors (in the load generator) and by the observers (own process). */
  deliveries: number;
  /** Expected receipts that never arrived before the drain ended. */
  missing: number;
  /** Sender insert to receiver apply, ms: all editors, and the observers alone. */
  p50: number;
  p99: number;
  observerP50: number;
  observerP99: number;
  /** Server process CPU per delivered update (us); null off Linux. */
  serverCpuUsPerDelivery: number | null;
  /** Server CPU busy share of one core over the window. */
  serverBusy: number | null;
  /** Load generator CPU over the window as a share of one core, all its processes together. */
  clientBusy: number;
  /** The busiest generator process's CPU share of one core (each is one event loop). */
  clientBusyMax: number;
  /** Load generator processes, and their nice value (BENCH_RELAY_GENERATOR_NICE). */
  generators: number;
  generatorNice: number;
  serverRssMB: number | null;
  /** The server's event-loop delay over the window (ms); null without an inspector. */
  loop: LoopDelay | null;
  /** The server's scavenges over the window (BENCH_RELAY_TRACE_GC=1), else null. */
  scavenges: ScavengeTotals | null;
}

/** A server to load: where clients connect, what to call its documents, which process to watch. */
export interface FanoutTarget {
  label: string;
  endpoint: Endpoint;
  names: string[];
  pid: number;
  /** The server's inspector URL, for its event-loop delay. */
  inspector: string | null;
  /** Everything the server printed so far (for BENCH_RELAY_TRACE_GC). */
  output?: () => string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Load generator processes (`BENCH_RELAY_GENERATORS`, default 2, one per core): each holds whole
 * documents with all their editors. One process could not keep up at 50 x 10 @ 5: it is one event
 * loop, and its Yjs applies, socket reads and garbage collection needed more than one core.
 */
export function generatorCount(): number {
  return Math.max(1, Number(process.env.BENCH_RELAY_GENERATORS ?? 2));
}

/**
 * The load generators' scheduling priority (`BENCH_RELAY_GENERATOR_NICE`, default 0, up to 19). At
 * 50 x 10 @ 5 the two generators want more than the two cores (113-125 % of them, session 23), so
 * every server is descheduled in turn and its event-loop delay carries the generators' work. At a
 * higher nice value the server under test and the observer run first, as on a machine of their own;
 * a generator that falls behind shows as a lower achieved send rate, not as server latency.
 */
export function generatorNice(): number {
  const nice = Number(process.env.BENCH_RELAY_GENERATOR_NICE ?? 0);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19)
    throw new Error(
      `BENCH_RELAY_GENERATOR_NICE: want a whole number 0-19, not "${process.env.BENCH_RELAY_GENERATOR_NICE}"`,
    );
  return nice;
}

/**
 * A larger young generation for the load generator: its garbage is short-lived (decoded updates,
 * socket buffers, Yjs transactions), and with V8's default semi-space the scavenger ran so often
 * that garbage collection was the largest item of its profile. The servers keep their defaults.
 */
const generatorExecArgv = ['--max-semi-space-size=64'];

/**
 * Runs the fan-out load against one server. Every editor connects (its own socket) in a generator
 * process (generator.ts) holding its document, the first editor of each document seeds 40 lines,
 * then each editor types 2-4 characters every 1/rate s (random phase); sends that fall behind are
 * not bunched up, so an overloaded generator shows as a lower achieved send rate instead of bursts.
 * Latency: the sender's monotonic time at insert to each receiver's at apply, matched by the clock
 * ranges each applying transaction added.
 */
export async function runFanout(target: FanoutTarget, load: FanoutLoad): Promise<FanoutResult> {
  const { endpoint, names } = target;
  const observer = await startObserver(endpoint, names);
  const count = Math.min(generatorCount(), names.length);
  const generators: ChildProcess[] = [];
  try {
    // Documents dealt round-robin; each keeps its index, so the typing is the same for any split.
    for (let g = 0; g < count; g++) {
      const docs = names.flatMap((name, index) => (index % count === g ? [{ name, index }] : []));
      generators.push(
        await startChild(
          'generator.ts',
          { ...endpoint, docs, editors: load.editors, rate: load.rate },
          `${target.label}: generator ${g + 1} of ${count} connected and seeded`,
          generatorExecArgv,
        ),
      );
    }
    const nice = generatorNice();
    for (const g of generators) if (nice && g.pid) os.setPriority(g.pid, nice);
    for (const g of generators) g.send({ type: 'type' });
    await sleep(load.warmupSeconds * 1000);

    if (target.inspector) await startLoopMonitor(target.inspector);
    // Sampling costs the server CPU too: a profiled run's CPU per delivery is not a table figure.
    const profileDir = relayProfileDir();
    const profile = profileDir && target.inspector ? await startServerProfile(target.inspector) : null;
    const gcTrace =
      relayTraceGc() && target.inspector && target.output
        ? await startGcTrace(target.inspector, target.output)
        : null;
    observer.send({ type: 'record' });
    for (const g of generators) g.send({ type: 'record' });
    const perf = perfRecord(target.pid, `${target.label} ${load.docs}x${load.editors}`, load.seconds);
    const cpuBefore = processCpuSeconds(target.pid);
    const threadsBefore = threadTicks(target.pid);
    const t0 = nowUs();
    await sleep(load.seconds * 1000);
    const heapDir = relayHeapDir();
    if (heapDir && target.inspector)
      await snapshotServerHeap(target.inspector, heapDir, `${target.label} ${load.docs}x${load.editors}`);
    const scavenges = (await gcTrace?.stop()) ?? null;
    for (const g of generators) g.send({ type: 'stop' });
    const windowUs = nowUs() - t0;
    await sleep(2_000);
    const cpuAfter = processCpuSeconds(target.pid);
    const threadsAfter = threadTicks(target.pid);
    const rss = rssBytes(target.pid);
    // perf counts its own CPU apart (a process of its own); its file is written before the server stops.
    await perf;
    if (profile && profileDir) await profile.stop(profileDir, `${target.label} ${load.docs}x${load.editors}`);
    const loop = target.inspector ? await readLoopMonitor(target.inspector) : null;
    const observed = await request<{ receipts: Receipt[] }>(observer, 'receipts', 'observer receipts');
    const shards = await Promise.all(
      generators.map((g) => request<GeneratorResults>(g, 'results', 'generator results')),
    );

    const sent = new SendLog();
    const latencies: number[] = [];
    let sends = 0;
    let editorCount = 0;
    for (const shard of shards) {
      sent.addFlat(shard.sent);
      for (const l of shard.latencies) latencies.push(l);
      sends += shard.sends;
      editorCount += shard.editors;
    }
    const observerLatencies: number[] = [];
    for (const [client, from, to, t] of observed.receipts) {
      sent.each(client, from, to, (sentAt) => observerLatencies.push(t - sentAt));
    }
    const totalDeliveries = latencies.length + observerLatencies.length;
    console.log(
      `${target.label}: server CPU per delivery by thread (us): ${threadBreakdown(target.pid, threadsBefore, threadsAfter, totalDeliveries)}`,
    );
    const expected = sends * load.editors; // (editors - 1) other editors + 1 observer per send
    const serverCpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
    const ms = (us: number) => Math.round(us / 10) / 100;
    const busy = shards.map((s) => s.window.cpuUs / s.window.us);
    return {
      server: target.label,
      client: endpoint.kind,
      load,
      // Each process counts its sends over its own window (from 'record' to 'stop' as it received them).
      sendRate: shards.reduce((n, s) => n + s.sends / (s.window.us / 1e6), 0) / editorCount,
      sends,
      deliveries: totalDeliveries,
      missing: Math.max(0, expected - totalDeliveries),
      p50: ms(percentile(latencies, 50)),
      p99: ms(percentile(latencies, 99)),
      observerP50: ms(percentile(observerLatencies, 50)),
      observerP99: ms(percentile(observerLatencies, 99)),
      serverCpuUsPerDelivery: serverCpu === null ? null : (serverCpu * 1e6) / Math.max(1, totalDeliveries),
      serverBusy: serverCpu === null ? null : serverCpu / ((windowUs + 2e6) / 1e6),
      clientBusy: busy.reduce((a, b) => a + b, 0),
      clientBusyMax: Math.max(...busy),
      generators: shards.length,
      generatorNice: nice,
      serverRssMB: rss === null ? null : Math.round(rss / 2 ** 20),
      loop,
      scavenges,
    };
  } finally {
    for (const child of [observer, ...generators]) if (child.connected) child.send({ type: 'exit' });
    await sleep(300);
    for (const child of [observer, ...generators]) if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** What one generator process reports after the drain. */
interface GeneratorResults {
  sends: number;
  editors: number;
  /** The measured window as this process saw it, and its CPU time over it. */
  window: { us: number; cpuUs: number };
  /** Sender insert to receiver apply (us), every receipt of this process's editors. */
  latencies: Float64Array;
  /** This process's sends, SendLog.flat(): observers' receipts are matched against them. */
  sent: Float64Array;
}

function startObserver(endpoint: Endpoint, names: string[]): Promise<ChildProcess> {
  return startChild('observer.ts', { ...endpoint, names }, 'observer clients synced');
}

/** Forks a script of this folder with its JSON config; resolves once it reports 'ready'. */
function startChild(
  script: string,
  config: unknown,
  what: string,
  execArgv: string[] = [],
): Promise<ChildProcess> {
  const child = fork(path.join(here, script), [JSON.stringify(config)], {
    execArgv: [...execArgv, '--import', tsxLoader],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Typed arrays of latencies and send logs cross as such, not as JSON.
    serialization: 'advanced',
  });
  return withTimeout(
    new Promise<ChildProcess>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
      child.on('message', (m: { type: string; message?: string }) => {
        if (m.type === 'ready') resolve(child);
        if (m.type === 'error') reject(new Error(`${script}: ${m.message}`));
      });
    }),
    what,
    120_000,
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw error;
  });
}

/** What an observer applied: [client, from clock, to clock, time in us]. */
type Receipt = [number, number, number, number];

/** Asks a child for its results (`collect`) and waits for the message of type `type`. */
function request<T>(child: ChildProcess, type: string, what: string): Promise<T> {
  return withTimeout(
    new Promise<T>((resolve) => {
      const onMessage = (m: { type: string } & T) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        resolve(m);
      };
      child.on('message', onMessage);
      child.send({ type: 'collect' });
    }),
    what,
  );
}
