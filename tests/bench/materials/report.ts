import { type Machine, machineHeading } from '../machine';
import type { SearchBench } from './bench';

const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

/** The results table of one run (newest first in docs/benchmarks.md). */
export function renderMaterialsMarkdown(machine: Machine, bench: SearchBench, notes: string[]): string {
  const lines = [
    ...machineHeading(machine),
    '',
    `${bench.rows.toLocaleString('en')} generated materials; a visitor's ranked top-20 page (COMP) with its total. ` +
      `Load (insert + GIN build): ${Object.entries(bench.loadSeconds)
        .map(([k, v]) => `${k} ${v.toFixed(0)} s`)
        .join(', ')}.`,
    '',
    '| database | query | word | matching rows | search p50 / p99 (ms) | LIKE scan p50 / p99 (ms) | p50 faster |',
    '|---|---|---|---:|---:|---:|---:|',
    ...bench.results.map(
      (r) =>
        `| ${r.db} | ${r.label} | ${r.keyword} | ${r.matches.toLocaleString('en')}${r.capped ? ' (total shown: 2,000+)' : ''} | ${ms(r.p50)} / ${ms(r.p99)} | ${ms(r.likeP50)} / ${ms(r.likeP99)} | ${(r.likeP50 / r.p50).toFixed(0)}x |`,
    ),
    ...notes.flatMap((n) => ['', n]),
  ];
  return lines.join('\n');
}
