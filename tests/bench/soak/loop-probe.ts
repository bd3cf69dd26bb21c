import vm from 'node:vm';
import { evaluateIn } from '../inspect';

/**
 * What one process's main thread did over a window: how late its timers ran (event-loop delay,
 * the timer's own period taken off), how busy its loop was, and its garbage collection pauses. A
 * latency that grows while CPU stays low is a wait; this tells on which side of the socket it is.
 */
export interface LoopWindow {
  /** Event-loop delay over the window, ms. */
  delayP50: number;
  delayP99: number;
  delayMax: number;
  /** Share of the window the event loop was running code (perf_hooks' eventLoopUtilization). */
  utilization: number;
  /** Main-thread garbage collection pauses over the window. */
  gcCount: number;
  gcMs: number;
  gcMaxMs: number;
  heapUsedMB: number;
}

const RESOLUTION_MS = 2;

/**
 * Source of the probe, evaluated in the process it watches (in this one directly, in a server over
 * its inspector): `__soakProbe.read()` answers the window since the last read as JSON and starts
 * the next. Plain JavaScript in a string, so it runs the same on both sides.
 */
const PROBE_SOURCE = `(() => {
  if (!globalThis.__soakProbe) {
    const hooks = process.getBuiltinModule('node:perf_hooks');
    const histogram = hooks.monitorEventLoopDelay({ resolution: ${RESOLUTION_MS} });
    histogram.enable();
    let elu = hooks.performance.eventLoopUtilization();
    let gc = { count: 0, ms: 0, maxMs: 0 };
    new hooks.PerformanceObserver((list) => {
      for (const e of list.getEntries()) { gc.count++; gc.ms += e.duration; gc.maxMs = Math.max(gc.maxMs, e.duration); }
    }).observe({ entryTypes: ['gc'] });
    const late = (ns) => Math.max(0, ns / 1e6 - ${RESOLUTION_MS});
    globalThis.__soakProbe = { read() {
      const now = hooks.performance.eventLoopUtilization();
      const window = {
        delayP50: late(histogram.percentile(50)), delayP99: late(histogram.percentile(99)), delayMax: late(histogram.max),
        utilization: hooks.performance.eventLoopUtilization(now, elu).utilization,
        gcCount: gc.count, gcMs: gc.ms, gcMaxMs: gc.maxMs,
        heapUsedMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
      };
      histogram.reset(); elu = now; gc = { count: 0, ms: 0, maxMs: 0 };
      return JSON.stringify(window);
    } };
  }
  return globalThis.__soakProbe.read();
})()`;

/** Reads (and restarts) the probe of this process; the first read installs it. */
export function readOwnLoop(): LoopWindow {
  return JSON.parse(vm.runInThisContext(PROBE_SOURCE) as string) as LoopWindow;
}

/** Reads (and restarts) the probe of a server through its inspector; the first read installs it. */
export async function readServerLoop(inspector: string): Promise<LoopWindow> {
  return JSON.parse(String(await evaluateIn(inspector, PROBE_SOURCE))) as LoopWindow;
}
