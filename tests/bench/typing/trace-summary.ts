import fs from 'node:fs';
import { printTotals, type TraceEvent, traceTotals } from './trace-totals';

// Summarises traces saved by `BENCH_TYPING_PROFILE=<folder> pnpm bench typing` again, e.g. to compare
// two runs' keystroke paths side by side: `npx tsx tests/bench/typing/trace-summary.ts <keystrokes> <file.json>...`
// (keystrokes: warm-up and measured ones of both inputs in that trace, i.e. of one page's round).

const [count, ...files] = process.argv.slice(2);
if (!count || files.length === 0) {
  console.error('usage: trace-summary.ts <keystrokes> <trace.json>...');
  process.exit(2);
}
for (const file of files) {
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  printTotals(file, traceTotals(traceEvents, Number(count)));
}
