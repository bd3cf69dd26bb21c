import type { Machine } from './machine';

/** One measured load. */
export interface Row {
  label: string;
  database: string;
  /** Mean requests per second. */
  rps: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  total: number;
  /** Socket errors + timeouts + non-2xx answers. */
  errors: number;
  /** Server process CPU time per request in microseconds (null off Linux). */
  cpuUsPerRequest: number | null;
}

/** The run as a dated markdown section: machine line, table, ratios against the bare route. */
export function renderMarkdown(
  machine: Machine,
  rows: Row[],
  run: { seconds: number; warmup: number; connections: number; notes: string[] },
): string {
  const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
  const lines = [
    `### ${machine.date.slice(0, 10)} (${machine.date})`,
    '',
    `Machine: ${machine.cores} cores (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node}; ` +
      `load average at start ${machine.load}. Each load: ${run.warmup} s warm-up, then ${run.seconds} s with ` +
      `${run.connections} connections (autocannon in the bench process; each server in its own process).`,
    '',
    '| load | database | requests/s | p50 ms | p99 ms | server CPU / request | requests/s vs bare | p99 vs bare | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  let bare: Row | undefined;
  for (const r of rows) {
    const isBare = r.database === 'none';
    if (isBare) bare = r;
    const bareRps = bare?.rps ?? Number.NaN;
    const bareP99 = bare?.p99 ?? Number.NaN;
    lines.push(
      `| ${r.label} | ${isBare ? '-' : r.database} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ` +
        `${r.cpuUsPerRequest === null ? '-' : `${fmt(r.cpuUsPerRequest)} us`} | ` +
        `${isBare ? '1' : `${fmt(r.rps / bareRps, 3)}x`} | ${isBare ? '1' : `${fmt(r.p99 / Math.max(bareP99, 1), 1)}x`} | ${r.errors} |`,
    );
  }
  lines.push('', 'Ratios compare each row with the bare-route run measured just before it.');
  for (const n of run.notes) lines.push('', n);
  return `${lines.join('\n')}\n`;
}
