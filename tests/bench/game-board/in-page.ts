/**
 * Installed before the board page's own scripts (as strings: functions serialised from tsx-compiled
 * code can carry helper calls the page does not have). It records, in ms since navigation start,
 * every change of the number of node elements on the canvas and when the sync badge first reads
 * 已同步, so first render and load are read from the page's own clock, not from polling.
 */
export const LOAD_MARKS_SCRIPT = `(() => {
  const marks = { synced: null, counts: [] };
  window.__board = marks;
  const nodes = document.getElementsByClassName('react-flow__node');
  let last = 0;
  const check = () => {
    if (nodes.length !== last) {
      last = nodes.length;
      marks.counts.push([performance.now(), last]);
    }
    if (marks.synced === null) {
      const badge = document.querySelector('[data-testid="sync-state"]');
      if (badge && (badge.textContent || '').includes('已同步')) marks.synced = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * Frame times: a requestAnimationFrame loop that, while `on`, keeps the gap between consecutive
 * frames. A frame that took 50 ms to produce shows as a 50 ms gap; an idle page shows the display's
 * own interval (about 16.7 ms), which is the yardstick.
 */
export const FRAME_SCRIPT = `(() => {
  const f = { on: false, last: 0, deltas: [] };
  window.__frames = f;
  const tick = (t) => {
    if (f.on) { if (f.last) f.deltas.push(t - f.last); f.last = t; } else f.last = 0;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

export const startFrames = 'window.__frames.deltas = []; window.__frames.on = true;';
export const stopFrames = '(() => { window.__frames.on = false; return window.__frames.deltas.slice(); })()';

/**
 * A point of the canvas where the pane itself (no node, edge, minimap or control) is under the mouse,
 * as [x, y], or null: a press there pans instead of grabbing a node.
 */
export const EMPTY_PANE_POINT = `(() => {
  const r = document.querySelector('[data-testid="game-canvas"]').getBoundingClientRect();
  for (let fy = 0.5; fy < 0.95; fy += 0.03) for (let fx = 0.3; fx < 0.7; fx += 0.02) {
    for (const sx of [1, -1]) for (const sy of [1, -1]) {
      const x = r.left + r.width * (0.5 + sx * (fx - 0.3)), y = r.top + r.height * (0.5 + sy * (fy - 0.5));
      const el = document.elementFromPoint(x, y);
      if (el && el.classList.contains('react-flow__pane')) return [x, y];
    }
  }
  return null;
})()`;

/** The centre of the node card nearest the canvas centre that is really under the mouse there, as [x, y, id]. */
export const NODE_NEAR_CENTRE = `(() => {
  const r = document.querySelector('[data-testid="game-canvas"]').getBoundingClientRect();
  const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  let best = null, bestD = Infinity;
  for (const el of document.querySelectorAll('[data-testid="game-node"]')) {
    const b = el.getBoundingClientRect();
    const x = b.left + b.width / 2, y = b.top + Math.min(b.height / 2, 12);
    const d = (x - cx) ** 2 + (y - cy) ** 2;
    if (d < bestD && el.contains(document.elementFromPoint(x, y))) { best = [x, y, el.getAttribute('data-node-id')]; bestD = d; }
  }
  return best;
})()`;

/** The canvas's zoom, from the viewport's transform. */
export const ZOOM = `Number((/scale\\(([\\d.e-]+)\\)/.exec(document.querySelector('.react-flow__viewport')?.getAttribute('style') || '') || [])[1] || NaN)`;

/** The viewport's transform (it stands still once a fit or a wheel zoom has finished). */
export const TRANSFORM = `document.querySelector('.react-flow__viewport')?.getAttribute('style') || ''`;

/**
 * How many node elements and edges the canvas draws now: xyflow's edge elements, or in the zoomed-out
 * overview the edges drawn as one path (its data-edges).
 */
export const DRAWN = `[document.getElementsByClassName('react-flow__node').length, document.getElementsByClassName('react-flow__edge').length + Number(document.querySelector('[data-testid="overview-edges"]')?.getAttribute('data-edges') || 0)]`;
