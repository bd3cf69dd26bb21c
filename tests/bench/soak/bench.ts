import * as Y from 'yjs';
import { call } from '../../e2e/support/api';
import { processCpuSeconds } from '../machine';
import { type BenchClient, connectClient, type Endpoint } from '../relay/clients';
import {
  charCount,
  nowUs,
  SendLog,
  seededRandom,
  seedParagraphs,
  typeAtRandom,
  updateRanges,
} from '../relay/flow';
import { createProductDocs } from '../relay/product';
import { percentile, rssBytes, sleep, waitUntil, withTimeout } from '../relay/stats';
import { eraseAtRandom } from './erase';
import { type LoopWindow, readOwnLoop, readServerLoop } from './loop-probe';
import type { SoakTarget } from './targets';

/** Shape of a soak: documents x editors, each typing `rate` bursts a second, for `minutes`. */
export interface SoakLoad {
  docs: number;
  editors: number;
  rate: number;
  minutes: number;
  bucketSeconds: number;
  /** Share of bursts that erase 2-4 characters instead of typing them (0: typing only; 0.5: steady size). */
  eraseShare: number;
}

/** One time bucket of the soak. */
export interface SoakBucket {
  /** Minutes since typing started, at the bucket's end. */
  atMinute: number;
  sends: number;
  deliveries: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** RSS in MB of each watched process at the bucket's end. */
  rssMB: Record<string, number | null>;
  /** CPU of each watched process over the bucket, as a share of one core (all its threads). */
  cpuBusy: Record<string, number | null>;
  /**
   * CPU of the load generator (this process: every editor's Y.Doc and socket, one event loop) over
   * the bucket, as a share of one core: near 1 it saturates and the latencies are its queue, not the
   * server's.
   */
  generatorBusy: number;
  /** The main thread of each watched server and of the load generator ('generator') over the bucket. */
  loops: Record<string, LoopWindow | null>;
}

export interface SoakResult {
  target: string;
  load: SoakLoad;
  /** RSS before typing (documents created, editors connected). */
  idleRssMB: Record<string, number | null>;
  buckets: SoakBucket[];
  sends: number;
  /** Bursts that erased instead of typing (their receipts carry no clock, so no latency is taken). */
  erases: number;
  /** Receipts expected by the other editors of each document (typing sends x (editors - 1)) and seen. */
  expectedDeliveries: number;
  deliveries: number;
  /** Yjs clock units an editor had that a fresh client (after the drain) lacked: lost edits. */
  lostClock: number;
  /** Documents whose doc/detail text, from the database, differs in length from a fresh client's 30 s after the drain. */
  restBehind: number;
  /** Characters of all documents in a fresh client after the drain (the seed is 1,000 per document). */
  finalChars: number;
}

const loopLine = (loops: Record<string, LoopWindow | null>) =>
  Object.entries(loops)
    .map(([name, l]) =>
      l
        ? `${name} delay p50/p99/max ${l.delayP50.toFixed(1)}/${l.delayP99.toFixed(1)}/${l.delayMax.toFixed(0)} ms busy ${Math.round(l.utilization * 100)} % gc ${Math.round(l.gcMs)} ms (max ${Math.round(l.gcMaxMs)})`
        : `${name} -`,
    )
    .join('; ');
const ms = (us: number) => Math.round(us / 10) / 100;
const mb = (pid: number) => {
  const bytes = rssBytes(pid);
  return bytes === null ? null : Math.round(bytes / 2 ** 20);
};

function sampleRss(target: SoakTarget): Record<string, number | null> {
  return Object.fromEntries(Object.entries(target.processes()).map(([name, pid]) => [name, mb(pid)]));
}

/** CPU seconds so far of each watched process, and of this process (the load generator). */
function sampleCpu(target: SoakTarget): { processes: Record<string, number | null>; generator: number } {
  const own = process.cpuUsage();
  return {
    processes: Object.fromEntries(
      Object.entries(target.processes()).map(([name, pid]) => [name, processCpuSeconds(pid)]),
    ),
    generator: (own.user + own.system) / 1e6,
  };
}

/** Each process's CPU between two samples, as a share of one core over `seconds`. */
function busyBetween(
  before: ReturnType<typeof sampleCpu>,
  after: ReturnType<typeof sampleCpu>,
  seconds: number,
): { processes: Record<string, number | null>; generator: number } {
  const share = (a: number | null | undefined, b: number | null | undefined) =>
    a === null || a === undefined || b === null || b === undefined || b < a ? null : (b - a) / seconds;
  return {
    processes: Object.fromEntries(
      Object.keys(after.processes).map((name) => [
        name,
        share(before.processes[name], after.processes[name]),
      ]),
    ),
    generator: (after.generator - before.generator) / seconds,
  };
}

/** Each watched main thread's window since the last read (null where the inspector did not answer). */
async function readLoops(target: SoakTarget): Promise<Record<string, LoopWindow | null>> {
  const loops: Record<string, LoopWindow | null> = { generator: readOwnLoop() };
  for (const [name, url] of Object.entries(target.inspectors()))
    loops[name] = await readServerLoop(url).catch(() => null);
  return loops;
}

/**
 * Types into the target for `minutes`: every editor its own socket, 2-4 characters at a random place
 * every 1/rate s (one scheduler, no bunching when behind); with `eraseShare`, that share of the bursts
 * erases 2-4 characters instead. Each bucket records the latency from the
 * sender's insert to the other editors' apply, and the servers' RSS. Then it stops, waits until the
 * editors of each document agree, and checks that nothing was lost: a fresh client holds every
 * editor's clock, and doc/detail (the database's mirror) every character, within 30 s.
 */
export async function runSoak(target: SoakTarget, load: SoakLoad): Promise<SoakResult> {
  process.setMaxListeners(0);
  const endpoint = (token: string): Endpoint => ({ kind: 'hocuspocus', url: target.collabUrl, token });
  const room = await createProductDocs(target.apiUrl, load.docs);
  const editors: Array<{ client: BenchClient; doc: number; random: () => number; nextAt: number }> = [];
  const sent = new SendLog();
  let latencies: number[] = [];
  let deliveries = 0;
  let bucketDeliveries = 0;
  let recording = false;
  try {
    for (let d = 0; d < room.names.length; d++) {
      const batch: BenchClient[] = [];
      for (let e = 0; e < load.editors; e++) {
        const client = connectClient(endpoint(room.owner.token), room.names[d] as string);
        batch.push(client);
        editors.push({ client, doc: d, random: seededRandom(d * 1000 + e + 1), nextAt: 0 });
        client.doc.on('update', (update: Uint8Array, origin: unknown) => {
          if (!recording) return;
          const t = nowUs();
          if (origin === null) {
            for (const [c, from] of updateRanges(update)) sent.add(c, from, t);
            return;
          }
          for (const [c, from, to] of updateRanges(update))
            sent.each(c, from, to, (sentAt) => {
              latencies.push(t - sentAt);
              deliveries++;
              bucketDeliveries++;
            });
        });
      }
      await withTimeout(
        Promise.all(batch.map((c) => c.synced)),
        `${target.label}: ${room.names[d]} synced`,
        60_000,
      );
    }
    for (let d = 0; d < room.names.length; d++) {
      const first = editors.find((e) => e.doc === d);
      if (first) seedParagraphs(first.client.doc, seededRandom(d + 7), 20, 50);
    }
    await waitUntil(() => editors.every((e) => charCount(e.client.doc) >= 1_000), 'seed everywhere', 60_000);
    const idleRssMB = sampleRss(target);

    const periodUs = 1e6 / load.rate;
    const start = nowUs();
    for (const e of editors) e.nextAt = start + e.random() * periodUs;
    let sends = 0;
    let erases = 0;
    let bucketSends = 0;
    recording = true;
    const timer = setInterval(() => {
      const now = nowUs();
      for (const e of editors) {
        if (e.nextAt > now) continue;
        if (load.eraseShare > 0 && e.random() < load.eraseShare) {
          eraseAtRandom(e.client.doc, e.random);
          erases++;
        } else {
          typeAtRandom(e.client.doc, e.random);
          sends++;
          bucketSends++;
        }
        e.nextAt = Math.max(e.nextAt + periodUs, now);
      }
    }, 2);

    const buckets: SoakBucket[] = [];
    const totalMs = load.minutes * 60_000;
    const began = Date.now();
    let cpuBefore = sampleCpu(target);
    await readLoops(target);
    let bucketBegan = Date.now();
    while (Date.now() - began < totalMs) {
      await sleep(Math.min(load.bucketSeconds * 1000, totalMs - (Date.now() - began)));
      const sample = latencies;
      latencies = [];
      const cpuAfter = sampleCpu(target);
      const busy = busyBetween(cpuBefore, cpuAfter, (Date.now() - bucketBegan) / 1000);
      const loops = await readLoops(target);
      cpuBefore = cpuAfter;
      bucketBegan = Date.now();
      buckets.push({
        atMinute: Math.round(((Date.now() - began) / 60_000) * 10) / 10,
        sends: bucketSends,
        deliveries: bucketDeliveries,
        p50: ms(percentile(sample, 50)),
        p95: ms(percentile(sample, 95)),
        p99: ms(percentile(sample, 99)),
        max: ms(percentile(sample, 100)),
        rssMB: sampleRss(target),
        cpuBusy: busy.processes,
        generatorBusy: busy.generator,
        loops,
      });
      bucketSends = 0;
      bucketDeliveries = 0;
      const last = buckets.at(-1) as SoakBucket;
      console.log(
        `soak ${target.label}: minute ${last.atMinute}: ${last.sends} sends, p50 ${last.p50} ms, p99 ${last.p99} ms, RSS ${JSON.stringify(last.rssMB)}, generator busy ${Math.round(last.generatorBusy * 100)} %, loops ${loopLine(last.loops)}`,
      );
    }
    clearInterval(timer);

    // Drain: the editors of each document hold the same state once every update went round.
    const vector = (doc: Y.Doc) => Buffer.from(Y.encodeStateVector(doc)).toString('base64');
    await waitUntil(
      () =>
        room.names.every((_, d) => {
          const docs = editors.filter((e) => e.doc === d).map((e) => vector(e.client.doc));
          return docs.every((v) => v === docs[0]);
        }),
      'editors converged after typing stopped',
      120_000,
    );
    recording = false;

    let lostClock = 0;
    let restBehind = 0;
    let finalChars = 0;
    for (let d = 0; d < room.names.length; d++) {
      const fresh = connectClient(endpoint(room.owner.token), room.names[d] as string);
      await withTimeout(fresh.synced, `fresh client of ${room.names[d]}`, 60_000);
      const have = Y.decodeStateVector(Y.encodeStateVector(fresh.doc));
      const chars = charCount(fresh.doc);
      finalChars += chars;
      fresh.destroy();
      for (const e of editors.filter((x) => x.doc === d)) {
        const own = e.client.doc.clientID;
        const typed = Y.decodeStateVector(Y.encodeStateVector(e.client.doc)).get(own) ?? 0;
        lostClock += Math.max(0, typed - (have.get(own) ?? 0));
      }
      const docId = room.docIds[d] as string;
      const stored = async () =>
        (
          await call<{ text: string }>(target.apiUrl, 'GET', '/ixj_web/project/doc/detail', {
            token: room.owner.token,
            query: { doc_id: docId },
          })
        ).text.replace(/\n/g, '').length;
      const until = Date.now() + 30_000;
      let storedChars = await stored();
      // Equal length, not just at least: with erasing, a stored text longer than the client's lost deletions.
      while (storedChars !== chars && Date.now() < until) {
        await sleep(500);
        storedChars = await stored();
      }
      if (storedChars !== chars) restBehind++;
    }
    return {
      target: target.label,
      load,
      idleRssMB,
      buckets,
      sends,
      erases,
      expectedDeliveries: sends * (load.editors - 1),
      deliveries,
      lostClock,
      restBehind,
      finalChars,
    };
  } finally {
    for (const e of editors) e.client.destroy();
  }
}
