import { type Machine, machineHeading } from '../machine';
import type { SoakBucket, SoakResult } from './bench';

const fmt = (n: number) => (Number.isNaN(n) ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: 2 }));
const rss = (values: Record<string, number | null>) =>
  Object.entries(values)
    .map(([name, v]) => `${name} ${v === null ? '-' : v}`)
    .join(', ');

const percents = (values: Record<string, number | null>) =>
  Object.entries(values)
    .map(([name, v]) => `${name} ${v === null ? '-' : `${Math.round(v * 100)} %`}`)
    .join(', ');

/** Each generator process's CPU share in process order, "31 % + 29 %": each is one event loop, the sum their cost. */
const generatorCpu = (b: SoakBucket) =>
  b.generatorBusy?.length ? b.generatorBusy.map((v) => `${Math.round(v * 100)} %`).join(' + ') : '-';

/** The servers' live heap after a full GC: documents open before typing, at the end, and unloaded. */
const heapLine = (r: SoakResult) => {
  const entries = Object.entries(r.heapMB ?? {});
  if (entries.length === 0) return '';
  const v = (n: number | null) => (n === null ? '-' : String(n));
  return ` Live heap after a full GC (MB): ${entries
    .map(
      ([name, h]) =>
        `${name} ${v(h.open)} with the documents open before typing, ${v(h.end)} at the end, ${v(h.closed)} once every editor had left and the documents were unloaded`,
    )
    .join('; ')}.`;
};

/** A main thread's bucket in one cell: loop delay p50 / p99 / max, loop busy, longest GC pause. */
const loop = (b: SoakBucket, name: string) => {
  const l = b.loops?.[name];
  if (!l) return '-';
  const d = (n: number) => (n < 10 ? n.toFixed(1) : String(Math.round(n)));
  return `${d(l.delayP50)} / ${d(l.delayP99)} / ${d(l.delayMax)}, ${Math.round(l.utilization * 100)} %, GC ${Math.round(l.gcMaxMs)}`;
};

/** The soak runs as a dated markdown section: one table per target, a row per time bucket. */
export function renderSoakMarkdown(machine: Machine, results: SoakResult[], notes: string[]): string {
  const lines = machineHeading(machine);
  for (const r of results) {
    const { load } = r;
    const watched = Object.keys(r.buckets[0]?.loops ?? {});
    lines.push(
      '',
      `**${r.target}**: ${load.docs} documents x ${load.editors} editors, each typing 2-4 characters ` +
        `${load.rate} times a second, for ${load.minutes} minutes, ` +
        (load.generators === 1
          ? 'all editors in 1 load generator process'
          : `the editors split over ${load.generators} load generator processes, each holding whole documents`) +
        (load.eraseShare > 0
          ? ` (${Math.round(load.eraseShare * 100)} % of the bursts erase 2-4 characters instead: ${r.erases} erasing bursts; ` +
            `the documents ended at ${fmt(r.finalChars)} characters in all, seeded with ${fmt(load.docs * 1_000)})`
          : '') +
        `. Typing sends ${r.sends}; deliveries to the other editors ` +
        `${r.deliveries} of ${r.expectedDeliveries} expected; **lost edits: ${r.lostClock}** (Yjs clock units an ` +
        `editor had that a fresh client lacked after the drain); documents whose doc/detail differed from a fresh client ` +
        `30 s after the drain: ${r.restBehind}. RSS (MB) with editors connected, before typing: ${rss(r.idleRssMB)}.` +
        heapLine(r),
      '',
      `| minute | sends | deliveries | p50 ms | p95 ms | p99 ms | max ms | RSS MB | server CPU | load generator CPU |${watched.map((n) => ` ${n} loop |`).join('')}`,
      `|---:|---:|---:|---:|---:|---:|---:|---|---|---:|${watched.map(() => '---|').join('')}`,
    );
    for (const b of r.buckets)
      lines.push(
        `| ${b.atMinute} | ${b.sends} | ${b.deliveries} | ${fmt(b.p50)} | ${fmt(b.p95)} | ${fmt(b.p99)} | ${fmt(b.max)} | ${rss(b.rssMB)} | ` +
          `${b.cpuBusy ? percents(b.cpuBusy) : '-'} | ${generatorCpu(b)} |` +
          watched.map((n) => ` ${loop(b, n)} |`).join(''),
      );
  }
  lines.push(
    '',
    "Latency: the sender's insert to each other editor's apply; a document's editors all sit in one load generator " +
      'process (its own clock), and the percentiles are over the samples of all processes together. Each row covers the ' +
      'bucket ending at that minute. CPU columns: each process over the bucket as a share of one core, all its threads. ' +
      'Load generator CPU: each generator process (child of the bench, one event loop for its editors), in process ' +
      'order and joined by +, so the busiest shows whether one saturates (near 100 % its own queue is in the latencies) ' +
      'and the sum what the editors cost in all. Loop columns: that main thread over the bucket, event-loop delay ' +
      'p50 / p99 / max in ms (how late a 2 ms timer ran), the share of time its loop ran code, and its longest ' +
      "garbage-collection pause in ms; the generator loop is the busiest generator process's (highest share), the " +
      "others are in the run's raw JSON.",
  );
  for (const n of notes) lines.push('', n);
  return `${lines.join('\n')}\n`;
}
