import { type Machine, machineHeading } from '../machine';
import type { FanoutResult } from './fanout';
import { median } from './stats';

const fmt = (n: number | null, digits = 1) =>
  n === null || Number.isNaN(n) ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits });
const ratio = (a: number | null, b: number | null) =>
  a === null || b === null || !b ? '-' : `${fmt(a / b, 2)}x`;
const quotient = (a: number | null, b: number | null) => (a === null || b === null || !b ? null : a / b);
const BARE_HOCUSPOCUS = 'bare Hocuspocus';
const sameLoad = (a: FanoutResult, b: FanoutResult) =>
  a.load.docs === b.load.docs && a.load.editors === b.load.editors && a.load.rate === b.load.rate;

/**
 * The bare Hocuspocus run a row is compared with (the issue's yardstick): the latest one of the same
 * load before it, else the first after it. With repeated rounds (BENCH_RELAY_REPEAT) each product
 * run is thus compared with the bare run of its own round, minutes apart, not with a run the machine
 * may have done in another mood.
 */
function bareHocuspocusFor(results: FanoutResult[], index: number): FanoutResult | undefined {
  const row = results[index] as FanoutResult;
  const before = results.slice(0, index).filter((r) => r.server === BARE_HOCUSPOCUS && sameLoad(r, row));
  return (
    before.at(-1) ?? results.slice(index + 1).find((r) => r.server === BARE_HOCUSPOCUS && sameLoad(r, row))
  );
}

const medianOf = (values: number[]): number | null => (values.length ? median(values) : null);

/**
 * With repeated rounds: per load and server, the median over its runs of each run's ratio to its own
 * round's bare Hocuspocus, with the lowest and highest, and the median event-loop max. One run's
 * ratio moves by 10-30 % from run to run on a 2-core machine (docs/benchmarks.md); the median of
 * alternating rounds is the figure the goals table reads.
 */
function renderMedians(results: FanoutResult[]): string[] {
  const groups = new Map<string, Array<{ row: FanoutResult; index: number }>>();
  results.forEach((row, index) => {
    const key = `${row.load.docs} x ${row.load.editors} @ ${row.load.rate}|${row.server}`;
    groups.set(key, [...(groups.get(key) ?? []), { row, index }]);
  });
  if (![...groups.values()].some((runs) => runs.length > 1)) return [];
  const range = (values: number[]) =>
    values.length
      ? `${fmt(median(values), 2)}x (${fmt(Math.min(...values), 2)}-${fmt(Math.max(...values), 2)})`
      : '-';
  const lines = [
    '',
    'Medians over the repeated rounds (each run against the bare Hocuspocus run of its own round; lowest-highest in brackets):',
    '',
    '| load | server | runs | observer p99 ms | observer p99 vs bare Hocuspocus | CPU / delivery | CPU / delivery vs bare Hocuspocus | event-loop max ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [key, runs] of groups) {
    const [load, server] = key.split('|');
    const observer: number[] = [];
    const cpu: number[] = [];
    for (const { row, index } of runs) {
      const bare = bareHocuspocusFor(results, index);
      const o = quotient(row.observerP99, bare?.observerP99 ?? null);
      const c = quotient(row.serverCpuUsPerDelivery, bare?.serverCpuUsPerDelivery ?? null);
      if (o !== null) observer.push(o);
      if (c !== null) cpu.push(c);
    }
    const values = (pick: (r: FanoutResult) => number | null | undefined) =>
      runs.map(({ row }) => pick(row)).filter((v): v is number => typeof v === 'number');
    lines.push(
      `| ${load} | ${server} | ${runs.length} | ${fmt(medianOf(values((r) => r.observerP99)), 2)} | ` +
        `${server === BARE_HOCUSPOCUS ? '1' : range(observer)} | ${fmt(medianOf(values((r) => r.serverCpuUsPerDelivery)))} us | ` +
        `${server === BARE_HOCUSPOCUS ? '1' : range(cpu)} | ${fmt(medianOf(values((r) => r.loop?.max)), 0)} |`,
    );
  }
  return lines;
}

/** A row's observer p99 and CPU per delivery against its round's bare Hocuspocus run (two cells). */
function hocuspocusRatios(results: FanoutResult[], index: number): string {
  const row = results[index] as FanoutResult;
  if (row.server === BARE_HOCUSPOCUS) return '1 | 1';
  const bare = bareHocuspocusFor(results, index);
  return `${ratio(row.observerP99, bare?.observerP99 ?? null)} | ${ratio(row.serverCpuUsPerDelivery, bare?.serverCpuUsPerDelivery ?? null)}`;
}

/** The fan-out runs as a dated markdown section; ratios against the bare y-websocket run of each load. */
export function renderRelayMarkdown(machine: Machine, results: FanoutResult[], notes: string[]): string {
  const lines = machineHeading(machine);
  lines.push(
    '',
    '| load (docs x editors @ target updates/s) | server | client | achieved sends/s per editor | p50 ms | p99 ms | observer p50 ms | observer p99 ms | server CPU / delivery | server busy | load generator busy (processes, busiest) | missing | server RSS | server event-loop delay p99 / max ms | p99 vs bare | observer p99 vs bare | CPU / delivery vs bare | observer p99 vs bare Hocuspocus | CPU / delivery vs bare Hocuspocus |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  let bare: FanoutResult | undefined;
  results.forEach((r, index) => {
    const isBare = r.server === 'bare y-websocket';
    if (isBare) bare = r;
    const load = `${r.load.docs} x ${r.load.editors} @ ${r.load.rate}`;
    lines.push(
      `| ${load} | ${r.server} | ${r.client} | ${fmt(r.sendRate, 2)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ` +
        `${fmt(r.observerP50, 2)} | ${fmt(r.observerP99, 2)} | ${fmt(r.serverCpuUsPerDelivery)} us | ` +
        `${r.serverBusy === null ? '-' : `${fmt(r.serverBusy * 100, 0)}%`} | ${fmt(r.clientBusy * 100, 0)}% (${r.generators ?? 1}, ${fmt((r.clientBusyMax ?? r.clientBusy) * 100, 0)}%) | ${r.missing} | ` +
        `${r.serverRssMB === null ? '-' : `${r.serverRssMB} MB`} | ` +
        `${r.loop ? `${fmt(r.loop.p99)} / ${fmt(r.loop.max, 0)}` : '-'} | ` +
        `${isBare ? '1' : ratio(r.p99, bare?.p99 ?? null)} | ${isBare ? '1' : ratio(r.observerP99, bare?.observerP99 ?? null)} | ` +
        `${isBare ? '1' : ratio(r.serverCpuUsPerDelivery, bare?.serverCpuUsPerDelivery ?? null)} | ` +
        `${hocuspocusRatios(results, index)} |`,
    );
  });
  const first = results[0];
  if (first)
    lines.push(
      '',
      `Each load: ${first.load.warmupSeconds} s of typing unmeasured, then ${first.load.seconds} s measured, then 2 s to drain. ` +
        'The "vs bare" ratios compare each row with the bare y-websocket run of the same load, measured minutes before it; ' +
        'the "vs bare Hocuspocus" ratios (the issue 11 yardstick) with the bare Hocuspocus run of its round.',
    );
  const nice = first?.generatorNice ?? 0;
  if (nice)
    lines.push(
      '',
      `The load generators ran at nice ${nice} (BENCH_RELAY_GENERATOR_NICE): the server under test and the observer ` +
        'were scheduled first, as on a machine of their own; a generator that fell behind shows as a lower achieved send rate.',
    );
  lines.push(...renderMedians(results));
  for (const n of notes) lines.push('', n);
  return `${lines.join('\n')}\n`;
}
