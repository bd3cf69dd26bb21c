import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from '../../e2e/support/paths';
import { type LoopDelay, readLoopMonitor, startLoopMonitor } from '../inspect';
import { processCpuSeconds } from '../machine';
import { type BenchClient, connectClient, type Endpoint } from './clients';
import { charCount, nowUs, SendLog, seededRandom, seedParagraphs, typeAtRandom, updateRanges } from './flow';
import { percentile, rssBytes, sleep, waitUntil, withTimeout } from './stats';

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
  /** Load generator CPU busy share of one core (it is one event loop). */
  clientBusy: number;
  serverRssMB: number | null;
  /** The server's event-loop delay over the window (ms); null without an inspector. */
  loop: LoopDelay | null;
}

/** A server to load: where clients connect, what to call its documents, which process to watch. */
export interface FanoutTarget {
  label: string;
  endpoint: Endpoint;
  names: string[];
  pid: number;
  /** The server's inspector URL, for its event-loop delay. */
  inspector: string | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const tsxLoader = pathToFileURL(createRequire(path.join(repoRoot, 'package.json')).resolve('tsx')).href;

/**
 * Runs the fan-out load against one server. Every editor connects (its own socket), the first editor
 * of each document seeds 40 lines, then each editor types 2-4 characters every 1/rate s (random
 * phase) through a single scheduler; sends that fall behind are not bunched up, so an overloaded
 * generator shows as a lower achieved send rate instead of bursts. Latency: the sender's monotonic
 * time at insert to each receiver's at apply, matched by the clock ranges of the applied update.
 */
export async function runFanout(target: FanoutTarget, load: FanoutLoad): Promise<FanoutResult> {
  // y-websocket adds a process 'exit' listener per provider; hundreds are expected here.
  process.setMaxListeners(0);
  const { endpoint, names } = target;
  const observer = await startObserver(endpoint, names);
  const editors: Array<{ client: BenchClient; doc: number; random: () => number; nextAt: number }> = [];
  const sent = new SendLog();
  const latencies: number[] = [];
  let deliveries = 0;
  let phase: 'setup' | 'warmup' | 'measure' | 'drain' = 'setup';
  let sends = 0;
  try {
    // Connect in batches: 500 simultaneous handshakes would measure the connect storm, not typing.
    for (let d = 0; d < names.length; d++) {
      const batch: BenchClient[] = [];
      for (let e = 0; e < load.editors; e++) {
        const client = connectClient(endpoint, names[d] as string);
        batch.push(client);
        editors.push({ client, doc: d, random: seededRandom(d * 1000 + e + 1), nextAt: 0 });
        client.doc.on('update', (update: Uint8Array, origin: unknown) => {
          if (phase !== 'measure' && phase !== 'drain' && phase !== 'warmup') return;
          const t = nowUs();
          if (origin === null) {
            if (phase !== 'measure') return;
            for (const [client, from] of updateRanges(update)) sent.add(client, from, t);
            return;
          }
          for (const [client, from, to] of updateRanges(update)) {
            sent.each(client, from, to, (sentAt) => {
              latencies.push(t - sentAt);
              deliveries++;
            });
          }
        });
      }
      await withTimeout(
        Promise.all(batch.map((c) => c.synced)),
        `${target.label}: editors of ${names[d]} synced`,
      );
    }
    // Seed each document once, then wait until every editor holds it.
    for (let d = 0; d < names.length; d++) {
      const first = editors.find((e) => e.doc === d);
      if (first && charCount(first.client.doc) === 0)
        seedParagraphs(first.client.doc, seededRandom(d + 7), 40, 50);
    }
    await waitUntil(
      () => editors.every((e) => charCount(e.client.doc) >= 2_000),
      `${target.label}: seed everywhere`,
    );
    await sleep(500);

    const periodUs = 1e6 / load.rate;
    const start = nowUs();
    for (const e of editors) e.nextAt = start + e.random() * periodUs;
    phase = 'warmup';
    const tick = () => {
      const now = nowUs();
      for (const e of editors) {
        if (e.nextAt > now) continue;
        typeAtRandom(e.client.doc, e.random);
        if (phase === 'measure') sends++;
        e.nextAt = Math.max(e.nextAt + periodUs, now);
      }
    };
    const timer = setInterval(tick, 2);
    await sleep(load.warmupSeconds * 1000);

    if (target.inspector) await startLoopMonitor(target.inspector);
    observer.send({ type: 'record' });
    phase = 'measure';
    const cpuBefore = processCpuSeconds(target.pid);
    const clientCpuBefore = process.cpuUsage();
    const t0 = nowUs();
    await sleep(load.seconds * 1000);
    clearInterval(timer);
    const windowUs = nowUs() - t0;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    phase = 'drain';
    await sleep(2_000);
    const cpuAfter = processCpuSeconds(target.pid);
    const rss = rssBytes(target.pid);
    const loop = target.inspector ? await readLoopMonitor(target.inspector) : null;
    const observed = await collect(observer);

    const observerLatencies: number[] = [];
    for (const [client, from, to, t] of observed) {
      sent.each(client, from, to, (sentAt) => observerLatencies.push(t - sentAt));
    }
    const totalDeliveries = deliveries + observerLatencies.length;
    const expected = sends * load.editors; // (editors - 1) other editors + 1 observer per send
    const serverCpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
    const ms = (us: number) => Math.round(us / 10) / 100;
    return {
      server: target.label,
      client: endpoint.kind,
      load,
      sendRate: sends / editors.length / (windowUs / 1e6),
      sends,
      deliveries: totalDeliveries,
      missing: Math.max(0, expected - totalDeliveries),
      p50: ms(percentile(latencies, 50)),
      p99: ms(percentile(latencies, 99)),
      observerP50: ms(percentile(observerLatencies, 50)),
      observerP99: ms(percentile(observerLatencies, 99)),
      serverCpuUsPerDelivery: serverCpu === null ? null : (serverCpu * 1e6) / Math.max(1, totalDeliveries),
      serverBusy: serverCpu === null ? null : serverCpu / ((windowUs + 2e6) / 1e6),
      clientBusy: (clientCpu.user + clientCpu.system) / windowUs,
      serverRssMB: rss === null ? null : Math.round(rss / 2 ** 20),
      loop,
    };
  } finally {
    for (const e of editors) e.client.destroy();
    observer.send({ type: 'exit' });
    await sleep(300);
    if (observer.exitCode === null) observer.kill('SIGKILL');
  }
}

function startObserver(endpoint: Endpoint, names: string[]): Promise<ChildProcess> {
  const child = fork(path.join(here, 'observer.ts'), [JSON.stringify({ ...endpoint, names })], {
    execArgv: ['--import', tsxLoader],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return withTimeout(
    new Promise<ChildProcess>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`observer exited (${code})`)));
      child.on('message', (m: { type: string; message?: string }) => {
        if (m.type === 'ready') resolve(child);
        if (m.type === 'error') reject(new Error(`observer: ${m.message}`));
      });
    }),
    'observer clients synced',
    60_000,
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw error;
  });
}

/** What an observer applied: [client, from clock, to clock, time in us]. */
type Receipt = [number, number, number, number];

function collect(observer: ChildProcess): Promise<Receipt[]> {
  return withTimeout(
    new Promise((resolve) => {
      const onMessage = (m: { type: string; receipts?: Receipt[] }) => {
        if (m.type !== 'receipts') return;
        observer.off('message', onMessage);
        resolve(m.receipts ?? []);
      };
      observer.on('message', onMessage);
      observer.send({ type: 'collect' });
    }),
    'observer receipts',
  );
}
