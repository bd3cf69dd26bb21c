import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

// Optional Chromium trace of a page while the bench types (BENCH_TYPING_PROFILE=<folder>): the
// latencies say that an editor is slow, the trace says whether the time per keystroke went to our
// JavaScript, to style and layout, or to paint, and the sampled JavaScript which functions.

/** The folder to write traces into, or null when profiling is off. */
export const typingProfileDir = (): string | null => process.env.BENCH_TYPING_PROFILE || null;

/** One event of a Chromium trace (the fields the summary reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: { cpuProfile?: CpuProfileChunk; timeDeltas?: number[]; type?: string; startTime?: number };
  };
}
interface CpuProfileChunk {
  nodes?: {
    id: number;
    callFrame: { functionName: string; url?: string; lineNumber?: number };
    parent?: number;
  }[];
  samples?: number[];
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/** Starts a trace of the page (timeline events and sampled JavaScript). */
export async function startTrace(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES.split(',') } });
  return cdp;
}

/**
 * Ends the trace, writes `<name>.json` (opens in Chromium's DevTools performance panel) and logs,
 * per keystroke, the renderer main thread's self time by event (script, style, layout, paint, GC...)
 * and the JavaScript functions with the most sampled self time.
 */
export async function stopTrace(cdp: CDPSession, dir: string, name: string, keystrokes: number) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.json`);
  fs.writeFileSync(file, JSON.stringify({ traceEvents: events }));
  summariseTrace(events, file, keystrokes);
}

/**
 * Logs the summary of a trace written by stopTrace (also for a saved one: tests/bench/typing/trace-summary.ts):
 * self time by event per keystroke, the keystrokes' paths and the sampled JavaScript.
 */
export function summariseTrace(events: TraceEvent[], file: string, keystrokes: number): void {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Self time: an event's duration less its direct children's (events nest strictly on one thread).
  const self = new Map<string, number>();
  const selfAt: { name: string; ts: number; us: number }[] = [];
  const stack: { e: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length && (stack[stack.length - 1]?.end ?? 0) <= until) {
      const top = stack.pop();
      if (!top) break;
      const us = (top.e.dur ?? 0) - top.children;
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + us);
      selfAt.push({ name: top.e.name, ts: top.e.ts, us });
    }
  };
  for (const e of onMain) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.children += e.dur ?? 0;
    stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  console.log(`trace ${file}: main-thread self time per keystroke (${keystrokes} keystrokes)`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 18))
    console.log(`  ${(us / 1000 / keystrokes).toFixed(2).padStart(7)} ms  ${key}`);

  const frames = onMain.filter((e) => e.name === 'Commit').length;
  const count = (name: string) => onMain.filter((e) => e.name === name).length;
  console.log(
    `  per keystroke: ${(frames / keystrokes).toFixed(1)} frames (compositor commits), ${(count('Layout') / keystrokes).toFixed(1)} layouts, ${(count('Paint') / keystrokes).toFixed(1)} paints`,
  );

  // The keystroke's own path: from its input event to the end of the first compositor commit after
  // it (the frame that shows it). Work of other frames (badges, acknowledgements) is left out.
  const windows = keystrokeWindows(onMain);
  const onPath = (ts: number) => windows.some(([from, to]) => ts >= from && ts <= to);
  const pathSelf = new Map<string, number>();
  for (const s of selfAt) if (onPath(s.ts)) pathSelf.set(s.name, (pathSelf.get(s.name) ?? 0) + s.us);
  const wall = windows.reduce((sum, [from, to]) => sum + to - from, 0);
  const pathTotal = [...pathSelf.values()].reduce((sum, us) => sum + us, 0);
  console.log(
    `  on the keystroke's path (input event to its frame's commit, ${windows.length} keystrokes, ${(wall / 1000 / Math.max(1, windows.length)).toFixed(1)} ms wall each): ${(pathTotal / 1000 / Math.max(1, windows.length)).toFixed(2)} ms thread CPU (self time) per keystroke, of which:`,
  );
  for (const [key, us] of [...pathSelf].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${(us / 1000 / Math.max(1, windows.length)).toFixed(2).padStart(7)} ms  ${key}`);

  // Sampled JavaScript of the renderer (ProfileChunk events of the main thread's profile). Sample
  // times: the Profile event's startTime plus the running sum of the chunks' timeDeltas.
  const nodes = new Map<number, { functionName: string; url?: string; lineNumber?: number }>();
  const jsSelf = new Map<string, number>();
  const jsPath = new Map<string, number>();
  const clock = new Map<string, number>();
  for (const e of events) {
    if (!main || e.pid !== main.pid) continue;
    if (e.name === 'Profile' && e.id !== undefined && e.args?.data?.startTime !== undefined)
      clock.set(e.id, e.args.data.startTime);
    if (e.name !== 'ProfileChunk') continue;
    const chunk = e.args?.data?.cpuProfile;
    for (const n of chunk?.nodes ?? []) nodes.set(n.id, n.callFrame);
    const deltas = e.args?.data?.timeDeltas ?? [];
    let t = e.id !== undefined ? clock.get(e.id) : undefined;
    (chunk?.samples ?? []).forEach((id, i) => {
      if (t !== undefined) t += deltas[i] ?? 0;
      const f = nodes.get(id);
      if (!f || f.functionName === '(idle)' || f.functionName === '(program)') return;
      const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url ?? '')}:${(f.lineNumber ?? -1) + 1}`;
      jsSelf.set(key, (jsSelf.get(key) ?? 0) + (deltas[i] ?? 0));
      if (t !== undefined && onPath(t)) jsPath.set(key, (jsPath.get(key) ?? 0) + (deltas[i] ?? 0));
    });
    if (e.id !== undefined && t !== undefined) clock.set(e.id, t);
  }
  console.log('  sampled JavaScript, self time per keystroke:');
  for (const [key, us] of [...jsSelf].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${(us / 1000 / keystrokes).toFixed(2).padStart(7)} ms  ${key}`);
  console.log("  sampled JavaScript on the keystroke's path, self time per keystroke:");
  for (const [key, us] of [...jsPath].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${(us / 1000 / Math.max(1, windows.length)).toFixed(2).padStart(7)} ms  ${key}`);
}

/**
 * [start, end] (trace microseconds) of each keystroke's path: a keydown, or a beforeinput that no
 * keydown started (text inserted without keys), to the end of the first compositor commit after it.
 */
export function keystrokeWindows(onMain: TraceEvent[]): [number, number][] {
  const commits = onMain.filter((e) => e.name === 'Commit');
  const windows: [number, number][] = [];
  for (const e of onMain) {
    const type = e.name === 'EventDispatch' ? e.args?.data?.type : undefined;
    if (type !== 'keydown' && type !== 'beforeinput') continue;
    const last = windows[windows.length - 1];
    if (last && e.ts <= last[1]) continue;
    const commit = commits.find((c) => c.ts > e.ts);
    if (commit) windows.push([e.ts, commit.ts + (commit.dur ?? 0)]);
  }
  return windows;
}
