import fs from 'node:fs';
import { summariseTrace, type TraceEvent } from './profile';

// Summarises traces saved by `BENCH_TYPING_PROFILE=<folder> pnpm bench typing` again, e.g. to compare
// two runs' keystroke paths side by side: `npx tsx tests/bench/typing/trace-summary.ts <keystrokes> <file.json>...`
// (keystrokes: warm-up and measured ones of both inputs, as the bench printed for the trace).

const [count, ...files] = process.argv.slice(2);
if (!count || files.length === 0) {
  console.error('usage: trace-summary.ts <keystrokes> <trace.json>...');
  process.exit(2);
}
for (const file of files) {
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  summariseTrace(traceEvents, file, Number(count));
}
