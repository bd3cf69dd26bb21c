import type { EditorState, PluginKey, PluginView } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import type { LineContainment } from './lineContainment';
import { readPendingDom } from './readPendingDom';
import {
  covers,
  type LineWindow,
  WINDOW_MARGIN_LINES,
  WINDOW_MIN_MARGIN_LINES,
  windowOfLines,
} from './speakerWindow';

/** Transaction meta that moves the speaker window (set by the view plugin below). */
export interface SpeakerWindowMeta {
  speakerWindow: LineWindow;
}

/**
 * Indices of the first and last lines (top-level nodes) of the view that show on screen, found by a
 * binary search over the lines' boxes; null when the editor shows no line.
 */
export function linesInView(view: EditorView): { first: number; last: number } | null {
  const lines = view.dom.children;
  const count = lines.length;
  if (count === 0 || count !== view.state.doc.childCount) return null;
  const top = 0;
  const bottom = window.innerHeight;
  const box = (i: number) => (lines[i] as HTMLElement).getBoundingClientRect();
  // First line whose bottom is below the top of the screen.
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (box(mid).bottom <= top) low = mid + 1;
    else high = mid;
  }
  const first = low;
  // Last line whose top is above the bottom of the screen.
  low = first;
  high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (box(mid).top < bottom) low = mid;
    else high = mid - 1;
  }
  return { first, last: low };
}

/**
 * The window the view needs, or null when `current` will do: it must hold the lines in view and
 * WINDOW_MIN_MARGIN_LINES beyond each edge, and be no more than twice the wanted size (a window
 * widened by a whole-document load is narrowed once the view shows where the writer is).
 */
export function wantedWindow(view: EditorView, current: LineWindow): LineWindow | null {
  const shown = linesInView(view);
  if (!shown) return null;
  const { doc } = view.state;
  const inner = windowOfLines(
    doc,
    shown.first - WINDOW_MIN_MARGIN_LINES,
    shown.last + WINDOW_MIN_MARGIN_LINES,
  );
  const wanted = windowOfLines(doc, shown.first - WINDOW_MARGIN_LINES, shown.last + WINDOW_MARGIN_LINES);
  const tooWide = current.to - current.from > 2 * (wanted.to - wanted.from);
  return covers(current, inner) && !tooWide ? null : wanted;
}

/**
 * Keeps the speaker window of `key`'s state around the lines in view: checked once per frame while
 * the page scrolls or the window resizes, and after an edit that added or removed lines (a document
 * loaded from the relay, a paste). Typing within a line never checks: it cannot move the view far.
 * Printing the page (Ctrl+P) draws every speaker until the print dialog closes.
 */
export function speakerWindowView(
  view: EditorView,
  key: PluginKey,
  windowOf: (state: EditorState) => LineWindow | undefined,
  containment?: LineContainment,
): PluginView {
  let frame = 0;
  const contain = () => containment?.show(view, windowOf(view.state));
  const move = (speakerWindow: LineWindow) => {
    readPendingDom(view);
    const meta: SpeakerWindowMeta = { speakerWindow };
    view.dispatch(view.state.tr.setMeta(key, meta).setMeta('addToHistory', false));
    contain();
  };
  const check = () => {
    frame = 0;
    const current = windowOf(view.state);
    if (!current || view.isDestroyed) return;
    const next = wantedWindow(view, current);
    if (next) move(next);
    // Also after lines were added or removed inside the window (its lines are then others by index).
    else contain();
  };
  const printAll = () => {
    if (!view.isDestroyed) move({ from: 0, to: view.state.doc.content.size });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  // Any scroller of the page: the editor scrolls inside the manuscript desk, not the window.
  document.addEventListener('scroll', schedule, { capture: true, passive: true });
  // The window's resize is enough (no ResizeObserver on the editor, which would fire as lines wrap
  // while typing): a pane opening rewraps the lines, which moves the lines in view by far less than
  // the margin, and the next scroll checks again.
  window.addEventListener('resize', schedule);
  window.addEventListener('beforeprint', printAll);
  window.addEventListener('afterprint', schedule);
  schedule();
  return {
    update(next, previous) {
      if (next.state.doc.childCount !== previous.doc.childCount) schedule();
    },
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      window.removeEventListener('beforeprint', printAll);
      window.removeEventListener('afterprint', schedule);
    },
  };
}
