/**
 * Installed in each page before typing (as a string: functions serialised from tsx-compiled code can
 * carry helper calls the page does not have). For every keystroke it records keydown's timestamp to
 * the first task after the next animation frame, i.e. after the frame that shows the change was
 * rendered: keystroke to paint. `window.__typing.mode` picks the event that starts the clock:
 * 'keydown' for key presses, 'beforeinput' for text inserted without keys (how an IME commits).
 * `window.__typing.next()` resolves with the next latency (undefined after 10 s without one): the
 * bench waits on it with one call instead of polling the page while the keystroke is processed.
 */
export const MEASURE_SCRIPT = `(() => {
  const state = { mode: 'keydown', latencies: [], waiting: null };
  window.__typing = state;
  const record = (ms) => {
    const waiting = state.waiting;
    state.waiting = null;
    if (waiting) waiting(ms);
    else state.latencies.push(ms);
  };
  state.next = () => state.latencies.length ? Promise.resolve(state.latencies.shift()) : new Promise((resolve) => {
    const timer = setTimeout(() => { state.waiting = null; resolve(undefined); }, 10000);
    state.waiting = (ms) => { clearTimeout(timer); resolve(ms); };
  });
  const start = (t0) => requestAnimationFrame(() => setTimeout(() => record(performance.now() - t0), 0));
  document.addEventListener('keydown', (e) => { if (state.mode === 'keydown' && !e.repeat) start(e.timeStamp); }, true);
  document.addEventListener('beforeinput', (e) => { if (state.mode === 'beforeinput') start(e.timeStamp); }, true);
})()`;

/** The yardstick page: a plain contenteditable holding the same lines as paragraphs, nothing else. */
export function plainEditablePage(lines: string[]): string {
  const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>plain contenteditable</title>
<style>body{font-family:sans-serif;margin:0}#ed{max-width:800px;margin:0 auto;padding:24px;outline:none;white-space:pre-wrap}p{margin:0 0 4px}</style>
</head><body><div id="ed" contenteditable="true">${lines.map((l) => `<p>${html(l) || '<br>'}</p>`).join('')}</div></body></html>`;
}
