import type { Node as PmNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { contentMapping } from './changedLines';

// The bold speaker of a dialogue line is an inline decoration: a <span> that splits the line into an
// element and two text nodes. Chromium walks the editable's nodes on every keystroke (its selection
// sync), so a long script with a span on each of its thousands of dialogue lines pays about twice the
// bare editor's text-insertion cost per keystroke (docs/benchmarks.md, 2026-12-01 H5). Speakers are
// therefore drawn only for a window of lines around the ones in view; the editor's view plugin moves
// the window as the writer scrolls, far enough ahead that a line is bold before it comes into view.

/** A run of whole lines [from, to) in document positions: the lines whose speakers are drawn. */
export interface LineWindow {
  from: number;
  to: number;
}

/**
 * Most lines a window holds. It bounds the window a mapping can widen (a document loaded from the
 * relay replaces the empty one whole) until the view narrows it to the lines in view.
 */
export const WINDOW_MAX_LINES = 400;
/** Lines drawn beyond each edge of the view: a fast scroll stays inside them for a frame or more. */
export const WINDOW_MARGIN_LINES = 60;
/** Fewest lines left beyond an edge of the view before the window moves. */
export const WINDOW_MIN_MARGIN_LINES = 20;

/**
 * The whole lines touching [from, to] (a line ending at `from` or starting at `to` does not count),
 * at most `maxLines` of them from the first.
 */
export function wholeLines(doc: PmNode, from: number, to: number, maxLines = WINDOW_MAX_LINES): LineWindow {
  const size = doc.content.size;
  const start = Math.max(0, Math.min(from, size));
  const end = Math.max(start, Math.min(to, size));
  if (doc.childCount === 0) return { from: 0, to: 0 };
  const $start = doc.resolve(start);
  let index = $start.index(0);
  if (index >= doc.childCount) return { from: size, to: size };
  const first = $start.posAtIndex(index, 0);
  let pos = first;
  let lines = 0;
  // A window that is only a position between two lines holds no line.
  while (index < doc.childCount && lines < maxLines && (pos < end || (lines === 0 && start > first))) {
    pos += doc.child(index).nodeSize;
    index += 1;
    lines += 1;
  }
  return { from: first, to: pos };
}

/** The window of the lines with indices `first` to `last` (both included, clamped to the document). */
export function windowOfLines(doc: PmNode, first: number, last: number): LineWindow {
  const count = doc.childCount;
  if (count === 0) return { from: 0, to: 0 };
  const a = Math.max(0, Math.min(first, count - 1));
  const b = Math.max(a, Math.min(last, count - 1));
  let pos = 0;
  let from = 0;
  for (let i = 0; i <= b; i += 1) {
    if (i === a) from = pos;
    pos += doc.child(i).nodeSize;
  }
  return { from, to: pos };
}

/** The window a fresh document starts with: its first lines (the editor opens at the top). */
export function initialWindow(doc: PmNode): LineWindow {
  return wholeLines(doc, 0, doc.content.size);
}

/**
 * `window` after `tr`, mapped by content (see contentMapping: y-tiptap applies every remote change by
 * replacing the whole document, whose step map would collapse any window to an end), so lines
 * outside the changed region keep their place in the window; the window then covers whole lines
 * again, at most WINDOW_MAX_LINES of them.
 */
export function mapWindow(window: LineWindow, tr: Transaction): LineWindow {
  if (!tr.docChanged) return window;
  const mapping = contentMapping(tr);
  return wholeLines(tr.doc, mapping.map(window.from, -1), mapping.map(window.to, 1));
}

/** Whether the line at `pos` lies in the window (windows hold whole lines). */
export function inWindow(window: LineWindow, pos: number): boolean {
  return pos >= window.from && pos < window.to;
}

/** Whether `outer` holds every line of `inner`. */
export function covers(outer: LineWindow, inner: LineWindow): boolean {
  return outer.from <= inner.from && outer.to >= inner.to;
}
