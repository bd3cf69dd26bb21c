import { type Machine, machineHeading } from '../machine';
import type { FanoutResult } from './fanout';

const fmt = (n: number | null, digits = 1) =>
  n === null || Number.isNaN(n) ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits });
const ratio = (a: number | null, b: number | null) =>
  a === null || b === null || !b ? '-' : `${fmt(a / b, 2)}x`;

/** The fan-out runs as a dated markdown section; ratios against the bare y-websocket run of each load. */
export function renderRelayMarkdown(machine: Machine, results: FanoutResult[], notes: string[]): string {
  const lines = machineHeading(machine);
  lines.push(
    '',
    '| load (docs x editors @ target updates/s) | server | client | achieved sends/s per editor | p50 ms | p99 ms | observer p50 ms | observer p99 ms | server CPU / delivery | server busy | load generator busy (processes, busiest) | missing | server RSS | server event-loop delay p99 / max ms | p99 vs bare | observer p99 vs bare | CPU / delivery vs bare |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  let bare: FanoutResult | undefined;
  for (const r of results) {
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
        `${isBare ? '1' : ratio(r.serverCpuUsPerDelivery, bare?.serverCpuUsPerDelivery ?? null)} |`,
    );
  }
  const first = results[0];
  if (first)
    lines.push(
      '',
      `Each load: ${first.load.warmupSeconds} s of typing unmeasured, then ${first.load.seconds} s measured, then 2 s to drain. ` +
        'Ratios compare each row with the bare y-websocket run of the same load, measured minutes before it.',
    );
  for (const n of notes) lines.push('', n);
  return `${lines.join('\n')}\n`;
}
