import fs from 'node:fs';

// The server's CPU per thread over the measured window, printed beside the result line: the CPU per
// delivery says how much, this says where (the event loop, V8's collector threads, the PGlite
// worker, libuv's file-system pool) without a profiler's own cost. Linux only; empty elsewhere.

/** Clock ticks per thread (utime + stime), keyed by thread id, with the thread's name. */
export type ThreadTicks = Map<string, { name: string; ticks: number }>;

/** A snapshot of every thread of `pid` (empty when /proc cannot be read). */
export function threadTicks(pid: number): ThreadTicks {
  const out: ThreadTicks = new Map();
  let tids: string[] = [];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(tid, { name, ticks: Number(rest[11]) + Number(rest[12]) });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

/**
 * CPU per thread between two snapshots, in microseconds per delivery, largest first. Node names
 * nearly every thread "node", so a thread is labelled by name and its rank in creation order (thread
 * ids grow): V8's platform threads (the collector's helpers) come first, worker threads (PGlite,
 * the Yjs worker) after them; the main thread is the one whose id is the process id.
 */
export function threadBreakdown(
  pid: number,
  before: ThreadTicks,
  after: ThreadTicks,
  deliveries: number,
  ticksPerSecond = 100,
): string {
  const byName = new Map<string, number>();
  const tids = [...after.keys()].sort((a, b) => Number(a) - Number(b));
  for (const [rank, tid] of tids.entries()) {
    const { name, ticks } = after.get(tid) as { name: string; ticks: number };
    const label = tid === String(pid) ? 'main' : `${name}#${rank}`;
    byName.set(label, ticks - (before.get(tid)?.ticks ?? 0));
  }
  const perDelivery = (ticks: number) => ((ticks / ticksPerSecond) * 1e6) / Math.max(1, deliveries);
  return [...byName]
    .filter(([, ticks]) => ticks > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ticks]) => `${name} ${perDelivery(ticks).toFixed(1)}`)
    .join(', ');
}
