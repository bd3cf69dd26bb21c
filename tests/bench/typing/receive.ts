import type { CDPSession } from 'playwright-core';

/**
 * Installed before the page's own scripts (context.addInitScript; as a string, like MEASURE_SCRIPT):
 * wraps the WebSocket class so that every socket's first message listener sees each frame before the
 * provider does. For each Yjs update the relay forwards (a Hocuspocus Sync message of type update:
 * document name, 0, 2, update) it records the time from the message event to the end of its task
 * (`handled`: the provider applying it, y-tiptap rebuilding the editor's document, ProseMirror's
 * redraw, all synchronous) and to the first task after the next animation frame (`painted`: the
 * frame that shows it). Other frames (awareness, acknowledgements) are only counted.
 */
export const RECEIVE_SCRIPT = `(() => {
  const state = { updates: 0, other: 0, handled: [], painted: [] };
  window.__remote = state;
  const varUint = (b, p) => {
    let n = 0;
    let mult = 1;
    for (;;) {
      const x = b[p.i++];
      if (x === undefined) return -1;
      n += (x & 127) * mult;
      mult *= 128;
      if (x < 128) return n;
    }
  };
  const isUpdate = (data) => {
    if (!(data instanceof ArrayBuffer)) return false;
    const b = new Uint8Array(data);
    const p = { i: 0 };
    const nameLength = varUint(b, p);
    if (nameLength < 0) return false;
    p.i += nameLength;
    return varUint(b, p) === 0 && varUint(b, p) === 2;
  };
  const Native = window.WebSocket;
  class Probe extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (!isUpdate(e.data)) { state.other += 1; return; }
        state.updates += 1;
        const t0 = e.timeStamp;
        setTimeout(() => state.handled.push(performance.now() - t0), 0);
        requestAnimationFrame(() => setTimeout(() => state.painted.push(performance.now() - t0), 0));
      });
    }
  }
  window.WebSocket = Probe;
})()`;

/** Chromium's running totals of the page's main-thread time (thread CPU: Performance.enable with threadTicks), in ms. */
export async function mainThreadTotals(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    task: get('TaskDuration'),
    script: get('ScriptDuration'),
    layout: get('LayoutDuration') + get('RecalcStyleDuration'),
  };
}

/** Differences of two mainThreadTotals readings. */
export function totalsSince(
  before: Awaited<ReturnType<typeof mainThreadTotals>>,
  after: Awaited<ReturnType<typeof mainThreadTotals>>,
) {
  return {
    task: after.task - before.task,
    script: after.script - before.script,
    layout: after.layout - before.layout,
  };
}
