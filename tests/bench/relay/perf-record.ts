import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { INSPECT_NODE_OPTIONS } from '../inspect';

// Optional `perf record` of the server over the measured window (BENCH_RELAY_PERF=<folder>). V8's
// profile (BENCH_RELAY_PROFILE) samples on the wall clock: a socket write that wakes a client and is
// preempted is charged with the wait, so it answers "where did the loop's time go", not "where did
// the CPU go" (decisions.md, session 18). perf samples CPU only, every thread of the process,
// kernel included; the servers then run with --perf-basic-prof-only-functions so JavaScript frames
// have names (/tmp/perf-<pid>.map). Needs Debian's perf (linux-perf) and root. Read it with e.g.
//   perf report -i <file> --no-children --sort sym          (flat, all threads)
//   perf script -i <file> -F tid,ip,sym                      (stacks, to attribute by package)

/** The folder to write perf data into, or null when off. */
export const relayPerfDir = (): string | null => process.env.BENCH_RELAY_PERF || null;

/** NODE_OPTIONS for a benchmarked server: the inspector, and JIT symbol maps when perf records. */
export const serverNodeOptions = (): string =>
  relayPerfDir() ? `${INSPECT_NODE_OPTIONS} --perf-basic-prof-only-functions` : INSPECT_NODE_OPTIONS;

/**
 * Records `pid` for `seconds` into `<dir>/<name>.perf.data` (1999 Hz, call graphs); resolves once
 * perf has written it (at once when off).
 */
export function perfRecord(pid: number, name: string, seconds: number): Promise<void> {
  const dir = relayPerfDir();
  if (!dir) return Promise.resolve();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.perf.data`);
  const child = spawn(
    'perf',
    ['record', '-F', '1999', '-g', '-o', file, '-p', String(pid), '--', 'sleep', String(seconds)],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.warn(`[bench] perf record did not start: ${error.message}`);
      resolve();
    });
    child.on('exit', (code) => {
      if (code === 0) console.log(`[bench] perf data: ${file}`);
      else console.warn(`[bench] perf record exited with ${code}: ${stderr.trim().split('\n').pop()}`);
      resolve();
    });
  });
}
