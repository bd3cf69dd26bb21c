import { type Machine, machineHeading } from '../machine';
import type { TypingResult } from './keystrokes';
import { describeRatio, type P95Ratio } from './ratio';

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Typing runs as a dated markdown section; ratios against the plain contenteditable, per input. */
export function renderTypingMarkdown(
  machine: Machine,
  run: {
    chars: number;
    lines: number;
    version: string;
    gapMs: number;
    web: string;
    rounds: number;
    perRound: number;
    warmup: number;
    rows: TypingResult[];
    ratios: P95Ratio[];
  },
  notes: string[],
): string {
  const lines = machineHeading(machine);
  lines.push(
    '',
    `${pagesIntro(run)}; caret in the middle line; each keystroke waits for the previous one to paint, then ${run.gapMs} ms. ` +
      `The pages are open side by side and type in ${run.rounds} alternating rounds (order reversed every other round), ` +
      `each page ${run.perRound} keystrokes of each input per round after ${run.warmup} unmeasured ones; a page's samples of all rounds are pooled.`,
    '',
    '| editor | input | keystrokes | p50 ms | p95 ms | max ms | p50 vs plain | p95 vs plain |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of run.rows) {
    const plain = run.rows.find((p) => p.input === r.input && p.editor.startsWith('plain'));
    const isPlain = r === plain;
    lines.push(
      `| ${r.editor} | ${r.input} | ${r.samples} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ` +
        `${isPlain ? '1' : plain ? `${fmt(r.p50 / plain.p50)}x` : '-'} | ${isPlain ? '1' : plain ? `${fmt(r.p95 / plain.p95)}x` : '-'} |`,
    );
  }
  for (const r of run.ratios) lines.push('', `${describeRatio(r)}.`);
  for (const n of notes) lines.push('', n);
  return `${lines.join('\n')}\n`;
}

/** What every typing table's pages were: the web build, the browser and the script they held. */
export function pagesIntro(run: { web: string; version: string; chars: number; lines: number }): string {
  return (
    `Web app built from ${run.web}. Chromium ${run.version} (Debian, flags of tests/e2e/support/browser.ts); ` +
    `script of ${fmt(run.chars, 0)} characters in ${fmt(run.lines, 0)} lines`
  );
}
