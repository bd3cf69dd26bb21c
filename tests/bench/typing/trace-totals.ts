import path from 'node:path';

// What a Chromium trace of typing says, as sums that add up across traces: the bench traces each
// round of each page separately (other pages stay open meanwhile), and the sums of one page's rounds
// are its reading. Times are thread CPU (`tdur`) where Chromium records it, so a page descheduled by
// other processes on a loaded machine is not charged for the wait.

/** One event of a Chromium trace (the fields the summary reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
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

/** Sums of one or more traces of one page (microseconds). */
export interface TraceTotals {
  /** Keystrokes typed while tracing (warm-up included). */
  keystrokes: number;
  /** Keystroke paths found (input event to its frame's commit). */
  paths: number;
  /** Their wall time. */
  pathWall: number;
  frames: number;
  layouts: number;
  paints: number;
  /** Main-thread self time by event name, whole trace and on the keystrokes' paths. */
  self: Map<string, number>;
  pathSelf: Map<string, number>;
  /** Sampled JavaScript self time by function, whole trace and on the paths. */
  jsSelf: Map<string, number>;
  jsPath: Map<string, number>;
}

const isKeystroke = (e: TraceEvent) =>
  e.name === 'EventDispatch' && (e.args?.data?.type === 'keydown' || e.args?.data?.type === 'beforeinput');

/**
 * The main thread of the renderer that was typed into: the CrRendererMain with the most keystroke
 * events (other pages' renderers are in the trace too), else the busiest one (a page that only
 * receives).
 */
function typedMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const score = (m: TraceEvent, pick: (e: TraceEvent) => number) =>
    events.reduce((sum, e) => (e.pid === m.pid && e.tid === m.tid ? sum + pick(e) : sum), 0);
  const by = (pick: (e: TraceEvent) => number) =>
    mains
      .map((m) => ({ m, s: score(m, pick) }))
      .sort((a, b) => b.s - a.s)
      .find((x) => x.s > 0)?.m;
  return by((e) => (isKeystroke(e) ? 1 : 0)) ?? by((e) => (e.ph === 'X' ? (e.dur ?? 0) : 0));
}

/** The totals of one trace in which `keystrokes` keystrokes were typed. */
export function traceTotals(events: TraceEvent[], keystrokes: number): TraceTotals {
  const main = typedMainThread(events);
  const onMain = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Self time: an event's time less its direct children's (events nest strictly on one thread).
  const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
  const self = new Map<string, number>();
  const selfAt: { name: string; ts: number; us: number }[] = [];
  const stack: { e: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length && (stack[stack.length - 1]?.end ?? 0) <= until) {
      const top = stack.pop();
      if (!top) break;
      const us = Math.max(0, cpu(top.e) - top.children);
      add(self, top.e.name, us);
      selfAt.push({ name: top.e.name, ts: top.e.ts, us });
    }
  };
  for (const e of onMain) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.children += cpu(e);
    stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);

  // The keystroke's own path: from its input event to the end of the first compositor commit after
  // it (the frame that shows it). Work of other frames (badges, acknowledgements) is left out.
  const windows = keystrokeWindows(onMain);
  const onPath = (ts: number) => windows.some(([from, to]) => ts >= from && ts <= to);
  const pathSelf = new Map<string, number>();
  for (const s of selfAt) if (onPath(s.ts)) add(pathSelf, s.name, s.us);
  const { jsSelf, jsPath } = sampledJavaScript(events, main?.pid, onPath);
  const count = (name: string) => onMain.filter((e) => e.name === name).length;
  return {
    keystrokes,
    paths: windows.length,
    pathWall: windows.reduce((sum, [from, to]) => sum + to - from, 0),
    frames: count('Commit'),
    layouts: count('Layout'),
    paints: count('Paint'),
    self,
    pathSelf,
    jsSelf,
    jsPath,
  };
}

/**
 * Sampled JavaScript of the renderer (ProfileChunk events of the main thread's profile). Sample
 * times: the Profile event's startTime plus the running sum of the chunks' timeDeltas.
 */
function sampledJavaScript(events: TraceEvent[], pid: number | undefined, onPath: (ts: number) => boolean) {
  const nodes = new Map<number, { functionName: string; url?: string; lineNumber?: number }>();
  const jsSelf = new Map<string, number>();
  const jsPath = new Map<string, number>();
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid) continue;
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
      add(jsSelf, key, deltas[i] ?? 0);
      if (t !== undefined && onPath(t)) add(jsPath, key, deltas[i] ?? 0);
    });
    if (e.id !== undefined && t !== undefined) clock.set(e.id, t);
  }
  return { jsSelf, jsPath };
}

/**
 * [start, end] (trace microseconds) of each keystroke's path: a keydown, or a beforeinput that no
 * keydown started (text inserted without keys), to the end of the first compositor commit after it.
 */
export function keystrokeWindows(onMain: TraceEvent[]): [number, number][] {
  const commits = onMain.filter((e) => e.name === 'Commit');
  const windows: [number, number][] = [];
  for (const e of onMain) {
    if (!isKeystroke(e)) continue;
    const last = windows[windows.length - 1];
    if (last && e.ts <= last[1]) continue;
    const commit = commits.find((c) => c.ts > e.ts);
    if (commit) windows.push([e.ts, commit.ts + (commit.dur ?? 0)]);
  }
  return windows;
}

function add(map: Map<string, number>, key: string, us: number): void {
  map.set(key, (map.get(key) ?? 0) + us);
}

/** The sums of several traces of one page. */
export function mergeTotals(all: TraceTotals[]): TraceTotals {
  const sum = (pick: (t: TraceTotals) => number) => all.reduce((s, t) => s + pick(t), 0);
  const maps = (pick: (t: TraceTotals) => Map<string, number>) => {
    const merged = new Map<string, number>();
    for (const t of all) for (const [k, us] of pick(t)) add(merged, k, us);
    return merged;
  };
  return {
    keystrokes: sum((t) => t.keystrokes),
    paths: sum((t) => t.paths),
    pathWall: sum((t) => t.pathWall),
    frames: sum((t) => t.frames),
    layouts: sum((t) => t.layouts),
    paints: sum((t) => t.paints),
    self: maps((t) => t.self),
    pathSelf: maps((t) => t.pathSelf),
    jsSelf: maps((t) => t.jsSelf),
    jsPath: maps((t) => t.jsPath),
  };
}

/** Thread CPU (ms) on the keystrokes' paths per keystroke path. */
export function pathCpuPerKeystroke(t: TraceTotals): number {
  return [...t.pathSelf.values()].reduce((s, us) => s + us, 0) / 1000 / Math.max(1, t.paths);
}

/**
 * Logs totals: self time by event per keystroke, the keystrokes' paths (thread CPU by event) and the
 * sampled JavaScript.
 */
export function printTotals(label: string, t: TraceTotals): void {
  const perKey = (us: number) => (us / 1000 / Math.max(1, t.keystrokes)).toFixed(2).padStart(7);
  const perPath = (us: number) => (us / 1000 / Math.max(1, t.paths)).toFixed(2).padStart(7);
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(
    `trace ${label}: main-thread self time (thread CPU) per keystroke (${t.keystrokes} keystrokes)`,
  );
  for (const [key, us] of top(t.self, 18)) console.log(`  ${perKey(us)} ms  ${key}`);
  console.log(
    `  per keystroke: ${(t.frames / t.keystrokes).toFixed(1)} frames (compositor commits), ${(t.layouts / t.keystrokes).toFixed(1)} layouts, ${(t.paints / t.keystrokes).toFixed(1)} paints`,
  );
  console.log(
    `  on the keystroke's path (input event to its frame's commit, ${t.paths} keystrokes, ${(t.pathWall / 1000 / Math.max(1, t.paths)).toFixed(1)} ms wall each): ${pathCpuPerKeystroke(t).toFixed(2)} ms thread CPU (self time) per keystroke, of which:`,
  );
  for (const [key, us] of top(t.pathSelf, 14)) console.log(`  ${perPath(us)} ms  ${key}`);
  console.log('  sampled JavaScript, self time per keystroke:');
  for (const [key, us] of top(t.jsSelf, 25)) console.log(`  ${perKey(us)} ms  ${key}`);
  console.log("  sampled JavaScript on the keystroke's path, self time per keystroke:");
  for (const [key, us] of top(t.jsPath, 15)) console.log(`  ${perPath(us)} ms  ${key}`);
}
