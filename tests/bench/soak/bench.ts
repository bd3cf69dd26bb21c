import * as Y from 'yjs';
import { call } from '../../e2e/support/api';
import { heapAfterGc } from '../inspect';
import { processCpuSeconds } from '../machine';
import { connectClient, type Endpoint } from '../relay/clients';
import { charCount } from '../relay/flow';
import { createProductDocs } from '../relay/product';
import { percentile, rssBytes, sleep, withTimeout } from '../relay/stats';
import { type GeneratorBucket, Generators } from './generators';
import { type LoopWindow, readServerLoop } from './loop-probe';
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
  /** Load generator processes the editors are split over (whole documents each). */
  generators: number;
}

/** One time bucket of the soak. */
export interface SoakBucket {
  /** Minutes since typing started, at the bucket's end. */
  atMinute: number;
  sends: number;
  deliveries: number;
  /** Over the latency samples of all generator processes together. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** RSS in MB of each watched process at the bucket's end. */
  rssMB: Record<string, number | null>;
  /** CPU of each watched process over the bucket, as a share of one core (all its threads). */
  cpuBusy: Record<string, number | null>;
  /**
   * CPU of each load generator process (its editors' Y.Docs and sockets, one event loop) over the
   * bucket, as a share of one core: near 1 it saturates and the latencies are its queue, not the
   * server's.
   */
  generatorBusy: number[];
  /**
   * The main thread of each watched server over the bucket, and as 'generator' the busiest load
   * generator process's (highest loop utilization).
   */
  loops: Record<string, LoopWindow | null>;
  /** Every load generator process's main thread over the bucket, in process order. */
  generatorLoops: LoopWindow[];
}

export interface SoakResult {
  target: string;
  load: SoakLoad;
  /** RSS before typing (documents created, editors connected). */
  idleRssMB: Record<string, number | null>;
  /**
   * Live heap (MB after a forced full GC) of each inspected server: with the documents open before
   * typing, at the end with them still open, and after every editor left and they were unloaded.
   * What the typing added and the unload gave back tells the documents' history from a leak.
   */
  heapMB: Record<string, { open: number | null; end: number | null; closed: number | null }>;
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

const loopText = (l: LoopWindow | null) =>
  l
    ? `delay p50/p99/max ${l.delayP50.toFixed(1)}/${l.delayP99.toFixed(1)}/${l.delayMax.toFixed(0)} ms busy ${Math.round(l.utilization * 100)} % gc ${Math.round(l.gcMs)} ms (max ${Math.round(l.gcMaxMs)})`
    : '-';
const loopLine = (b: SoakBucket) =>
  [
    ...b.generatorLoops.map((l, g) => `generator ${g + 1} ${loopText(l)}`),
    ...Object.entries(b.loops)
      .filter(([name]) => name !== 'generator')
      .map(([name, l]) => `${name} ${loopText(l)}`),
  ].join('; ');
const ms = (us: number) => Math.round(us / 10) / 100;
const mb = (pid: number) => {
  const bytes = rssBytes(pid);
  return bytes === null ? null : Math.round(bytes / 2 ** 20);
};

function sampleRss(target: SoakTarget): Record<string, number | null> {
  return Object.fromEntries(Object.entries(target.processes()).map(([name, pid]) => [name, mb(pid)]));
}

/** CPU seconds so far of each watched process. */
function sampleCpu(target: SoakTarget): Record<string, number | null> {
  return Object.fromEntries(
    Object.entries(target.processes()).map(([name, pid]) => [name, processCpuSeconds(pid)]),
  );
}

/** Each process's CPU between two samples, as a share of one core over `seconds`. */
function busyBetween(
  before: Record<string, number | null>,
  after: Record<string, number | null>,
  seconds: number,
): Record<string, number | null> {
  const share = (a: number | null | undefined, b: number | null | undefined) =>
    a === null || a === undefined || b === null || b === undefined || b < a ? null : (b - a) / seconds;
  return Object.fromEntries(Object.keys(after).map((name) => [name, share(before[name], after[name])]));
}

/** Each watched server's main thread since the last read (null where the inspector did not answer). */
/** Live heap (MB after a forced full GC) of each inspected server, null where it did not answer. */
async function sampleHeap(target: SoakTarget): Promise<Record<string, number | null>> {
  const heap: Record<string, number | null> = {};
  for (const [name, url] of Object.entries(target.inspectors()))
    heap[name] = await heapAfterGc(url)
      .then((h) => Math.round(h.heapUsed / 2 ** 20))
      .catch(() => null);
  return heap;
}

async function readServerLoops(target: SoakTarget): Promise<Record<string, LoopWindow | null>> {
  const loops: Record<string, LoopWindow | null> = {};
  for (const [name, url] of Object.entries(target.inspectors()))
    loops[name] = await readServerLoop(url).catch(() => null);
  return loops;
}

/** All samples of the generators' buckets in one array (percentiles over every receipt). */
function allLatencies(shares: GeneratorBucket[]): Float64Array {
  const all = new Float64Array(shares.reduce((n, s) => n + s.latencies.length, 0));
  let at = 0;
  for (const s of shares) {
    all.set(s.latencies, at);
    at += s.latencies.length;
  }
  return all;
}

/**
 * Types into the target for `minutes`: every editor its own socket, in load generator processes
 * (generator.ts) that each hold whole documents, 2-4 characters at a random place every 1/rate s (one
 * scheduler per process, no bunching when behind); with `eraseShare`, that share of the bursts
 * erases 2-4 characters instead. Each bucket records the latency from the sender's insert to the
 * other editors' apply, and the servers' RSS. Then it stops, waits until the editors of each
 * document agree, and checks that nothing was lost: a fresh client holds every editor's clock, and
 * doc/detail (the database's mirror) every character, within 30 s.
 */
export async function runSoak(target: SoakTarget, load: SoakLoad): Promise<SoakResult> {
  const endpoint = (token: string): Endpoint => ({ kind: 'hocuspocus', url: target.collabUrl, token });
  const room = await createProductDocs(target.apiUrl, load.docs);
  let generators: Generators | undefined;
  try {
    generators = await Generators.start(
      load.generators,
      {
        url: target.collabUrl,
        token: room.owner.token,
        editors: load.editors,
        rate: load.rate,
        eraseShare: load.eraseShare,
      },
      room.names,
      target.label,
    );
    const idleRssMB = sampleRss(target);
    const heapOpen = await sampleHeap(target);

    await generators.type();
    const buckets: SoakBucket[] = [];
    const totalMs = load.minutes * 60_000;
    const began = Date.now();
    let cpuBefore = sampleCpu(target);
    await readServerLoops(target);
    let bucketBegan = Date.now();
    while (Date.now() - began < totalMs) {
      await sleep(Math.min(load.bucketSeconds * 1000, totalMs - (Date.now() - began)));
      const cpuAfter = sampleCpu(target);
      const busy = busyBetween(cpuBefore, cpuAfter, (Date.now() - bucketBegan) / 1000);
      const shares = await generators.bucket();
      const serverLoops = await readServerLoops(target);
      cpuBefore = cpuAfter;
      bucketBegan = Date.now();
      const sample = allLatencies(shares);
      const busiest = shares.reduce((a, b) => (b.loop.utilization > a.loop.utilization ? b : a));
      const sum = (key: 'sends' | 'deliveries') => shares.reduce((n, s) => n + s[key], 0);
      buckets.push({
        atMinute: Math.round(((Date.now() - began) / 60_000) * 10) / 10,
        sends: sum('sends'),
        deliveries: sum('deliveries'),
        p50: ms(percentile(sample, 50)),
        p95: ms(percentile(sample, 95)),
        p99: ms(percentile(sample, 99)),
        max: ms(percentile(sample, 100)),
        rssMB: sampleRss(target),
        cpuBusy: busy,
        generatorBusy: shares.map((s) => s.busy),
        loops: { generator: busiest.loop, ...serverLoops },
        generatorLoops: shares.map((s) => s.loop),
      });
      const last = buckets.at(-1) as SoakBucket;
      console.log(
        `soak ${target.label}: minute ${last.atMinute}: ${last.sends} sends, p50 ${last.p50} ms, p99 ${last.p99} ms, RSS ${JSON.stringify(last.rssMB)}, generators busy ${last.generatorBusy.map((b) => `${Math.round(b * 100)} %`).join(' + ')}, loops ${loopLine(last)}`,
      );
    }

    // Drain: each process stops typing and waits until the editors of each of its documents agree.
    const drained = await generators.drain();

    let lostClock = 0;
    let restBehind = 0;
    let finalChars = 0;
    const typed = drained.flatMap((d) => d.typed);
    for (let d = 0; d < room.names.length; d++) {
      const fresh = connectClient(endpoint(room.owner.token), room.names[d] as string);
      await withTimeout(fresh.synced, `fresh client of ${room.names[d]}`, 60_000);
      const have = Y.decodeStateVector(Y.encodeStateVector(fresh.doc));
      const chars = charCount(fresh.doc);
      finalChars += chars;
      fresh.destroy();
      const editors = typed.filter((e) => e.doc === d);
      if (editors.length !== load.editors)
        throw new Error(`${room.names[d]}: ${editors.length} editors reported, ${load.editors} expected`);
      for (const e of editors) lostClock += Math.max(0, e.clock - (have.get(e.clientId) ?? 0));
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
    const heapEnd = await sampleHeap(target);
    // Every editor leaves: the relay stores and unloads each document.
    await generators?.stop();
    await sleep(5_000);
    const heapClosed = await sampleHeap(target);
    const heapMB = Object.fromEntries(
      Object.keys(heapOpen).map((name) => [
        name,
        { open: heapOpen[name] ?? null, end: heapEnd[name] ?? null, closed: heapClosed[name] ?? null },
      ]),
    );
    const sends = drained.reduce((n, d) => n + d.sends, 0);
    return {
      target: target.label,
      load,
      idleRssMB,
      heapMB,
      buckets,
      sends,
      erases: drained.reduce((n, d) => n + d.erases, 0),
      expectedDeliveries: sends * (load.editors - 1),
      deliveries: drained.reduce((n, d) => n + d.deliveries, 0),
      lostClock,
      restBehind,
      finalChars,
    };
  } finally {
    await generators?.stop();
  }
}
