import type { Node as PmNode } from '@tiptap/pm/model';
import type { LineWindow } from './speakerWindow';

// Layout containment (`contain: layout style`) makes a line its own paint layer in Chromium: a
// keystroke's paint then reuses the other lines' recorded paint as units. Given to every line of a
// long script it also costs: each of the thousands of layers is walked by the hover hit test that
// follows each layout (the mouse rests over the editor) and by the compositor's layerization. Only
// the lines near the view are painted at all, so only they need it: the lines of the speaker window
// (the lines in view and a margin, see speakerWindow) are contained, by a rule on their indices that
// the window's view rewrites when the window moves. Every line is a block formatting context
// (`display: flow-root`, script-editor.css), which keeps the layout gain containment gave (a cached
// line is reused without re-checking margins and floats) without a layer per line.
// docs/decisions.md, "issue 11, H2, session 15".

/** Indices of the first and last lines of `window` (whole lines), or null when it holds none. */
export function lineIndices(doc: PmNode, window: LineWindow): { first: number; last: number } | null {
  const size = doc.content.size;
  if (doc.childCount === 0 || window.to <= window.from || window.from >= size) return null;
  const first = doc.resolve(Math.max(0, window.from)).index(0);
  const end = window.to >= size ? doc.childCount : doc.resolve(window.to).index(0);
  return end > first ? { first, last: end - 1 } : null;
}

/** The attribute naming one editor's root for its containment rule. */
export const CONTAIN_SCOPE_ATTRIBUTE = 'data-line-scope';

/** The CSS rule containing the lines `first` to `last` (0-based, both included) of one editor. */
export function containmentRule(scope: string, first: number, last: number): string {
  return `.script-editor[${CONTAIN_SCOPE_ATTRIBUTE}="${scope}"] > p:nth-child(n+${first + 1}):nth-child(-n+${last + 1}) { contain: layout style; }`;
}

/** The contained lines of one editor: a style element of its own, rewritten only when they change. */
export interface LineContainment {
  /** Contains the lines of `window` (and no others). */
  show(doc: PmNode, window: LineWindow | undefined): void;
  destroy(): void;
}

export function lineContainment(scope: string, ownerDocument: Document = document): LineContainment {
  const style = ownerDocument.createElement('style');
  style.setAttribute('data-line-containment', scope);
  ownerDocument.head.appendChild(style);
  let shown = '';
  return {
    show(doc, window) {
      const lines = window ? lineIndices(doc, window) : null;
      const rule = lines ? containmentRule(scope, lines.first, lines.last) : '';
      if (rule === shown) return;
      shown = rule;
      style.textContent = rule;
    },
    destroy() {
      style.remove();
    },
  };
}
