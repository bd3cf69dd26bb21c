import WebSocket from 'ws';

/** Heap figures of a process after a forced full garbage collection, in bytes. */
export interface HeapAfterGc {
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  rss: number;
}

/** `NODE_OPTIONS` that open the inspector on a free port (the process prints its ws:// URL). */
export const INSPECT_NODE_OPTIONS = '--inspect=127.0.0.1:0';

/**
 * The inspector URL a process printed (`Debugger listening on ws://...`), if any; the last one when
 * the output holds several (a log a restarted process appends to).
 */
export function inspectorUrl(output: string): string | null {
  return [...output.matchAll(/Debugger listening on (ws:\/\/\S+)/g)].at(-1)?.[1] ?? null;
}

/** One inspector session: `send` answers a method's result (or rejects with its error). */
export interface InspectorSession {
  send(method: string, params?: object): Promise<Record<string, unknown>>;
  close(): void;
}

/** Opens an inspector session on a process's ws:// URL. */
export async function openInspector(url: string): Promise<InspectorSession> {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let id = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const mine = ++id;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: { message?: string };
        };
        if (message.id !== mine) return;
        ws.off('message', onMessage);
        if (message.error) reject(new Error(message.error.message ?? JSON.stringify(message.error)));
        else resolve(message.result ?? {});
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** Evaluates an expression in a process over its inspector and answers the value (JSON-able). */
export async function evaluateIn(url: string, expression: string, gc = false): Promise<unknown> {
  const session = await openInspector(url);
  try {
    if (gc) {
      await session.send('HeapProfiler.enable');
      await session.send('HeapProfiler.collectGarbage');
      await session.send('HeapProfiler.collectGarbage');
    }
    const answer = (await session.send('Runtime.evaluate', { expression, returnByValue: true })) as {
      result?: { value?: unknown };
    };
    return answer.result?.value;
  } finally {
    session.close();
  }
}

/**
 * Asks a server process, over the inspector protocol, to collect garbage and report
 * process.memoryUsage(): RSS alone keeps freed pages and garbage, so "memory per open document"
 * needs the live heap after a full GC. Used for the servers under test, never in the product itself.
 */
export async function heapAfterGc(url: string): Promise<HeapAfterGc> {
  const value = await evaluateIn(url, 'JSON.stringify(process.memoryUsage())', true);
  return JSON.parse(String(value)) as HeapAfterGc;
}

/** Event-loop delay of a server over a window, ms. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** Garbage collection pauses of the main thread over the window, by kind (V8's minor, major...). */
  gc?: Record<string, { count: number; ms: number; maxMs: number }>;
  /** The main thread's heap in use at the end of the window, MB. */
  heapUsedMB?: number;
}

/**
 * Starts (or restarts) an event-loop delay histogram inside the server process, and an observer of
 * its main thread's garbage collection pauses (a cheap account of what stalls the loop).
 */
export async function startLoopMonitor(url: string): Promise<void> {
  await evaluateIn(
    url,
    `(() => {
      globalThis.__benchLoop?.disable(); globalThis.__benchGcObserver?.disconnect();
      const hooks = process.getBuiltinModule('node:perf_hooks');
      const h = hooks.monitorEventLoopDelay({ resolution: 10 }); h.enable(); globalThis.__benchLoop = h;
      const kinds = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' }; const gc = {};
      const o = new hooks.PerformanceObserver((list) => { for (const e of list.getEntries()) {
        const k = kinds[e.detail?.kind] ?? String(e.detail?.kind); const s = (gc[k] ??= { count: 0, ms: 0, maxMs: 0 });
        s.count++; s.ms += e.duration; s.maxMs = Math.max(s.maxMs, e.duration); } });
      o.observe({ entryTypes: ['gc'] }); globalThis.__benchGcObserver = o; globalThis.__benchGc = gc;
      return true; })()`,
  );
}

/** Reads and stops the histogram: how long the server's event loop was blocked. */
export async function readLoopMonitor(url: string): Promise<LoopDelay> {
  const value = await evaluateIn(
    url,
    `(() => { const h = globalThis.__benchLoop; h.disable(); globalThis.__benchGcObserver?.disconnect();
      return JSON.stringify({ p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6,
        gc: globalThis.__benchGc, heapUsedMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20) }); })()`,
  );
  return JSON.parse(String(value)) as LoopDelay;
}
