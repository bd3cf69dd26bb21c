import { type Machine, machineHeading } from '../machine';
import type { ExportBench } from './bench';

/** The results table of one run (newest first in docs/benchmarks.md). */
export function renderExportMarkdown(machine: Machine, bench: ExportBench, notes: string[]): string {
  const yardstick = bench.figures[0]?.medianMs || 1;
  return [
    ...machineHeading(machine),
    '',
    `${bench.episodes} episodes, ${bench.characters.toLocaleString('en')} characters, ${bench.lines.toLocaleString('en')} lines; median of ${bench.runs} runs in one process (writers only: the job's document reads are not included).`,
    '',
    '| format | median time (ms) | x TXT yardstick | file size (KiB) | heap growth (MiB) | RSS growth (MiB) |',
    '|---|---:|---:|---:|---:|---:|',
    ...bench.figures.map(
      (f) =>
        `| ${f.format} | ${f.medianMs.toFixed(0)} | ${(f.medianMs / yardstick).toFixed(0)}x | ${(f.bytes / 1024).toFixed(0)} | ${f.heapMiB.toFixed(0)} | ${f.rssMiB.toFixed(0)} |`,
    ),
    ...notes.flatMap((n) => ['', n]),
  ].join('\n');
}
