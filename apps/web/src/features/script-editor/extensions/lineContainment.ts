import type { Node as PmNode } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import type { LineWindow } from './speakerWindow';

// Layout containment (`contain: layout style`) makes a line its own paint layer in Chromium: a
// keystroke's paint then reuses the other lines' recorded paint as units. Given to every line of a
// long script, the thousands of layers cost about what they saved: the hover hit test that follows
// each layout (the mouse rests over the editor) and paint walk every layer, while pre-paint gains
// from them. Only the lines near the view are painted at all, so only they get it: the lines of the
// speaker window (the lines in view and a margin, see speakerWindow) carry CONTAINED_ATTRIBUTE,
// which the CSS contains. Every line is a block formatting context (`display: flow-root`,
// script-editor.css), which keeps containment's layout gain without a layer per line.
// docs/decisions.md, "issue 11, H2, session 15".
//
// The attribute is set on the lines' elements, not by a CSS rule on their indices: an `:nth-child`
// rule makes Chromium restyle every later line when a line is added (Enter), 20 ms in a long script.

/** Indices of the first and last lines of `window` (whole lines), or null when it holds none. */
export function lineIndices(doc: PmNode, window: LineWindow): { first: number; last: number } | null {
  const size = doc.content.size;
  if (doc.childCount === 0 || window.to <= window.from || window.from >= size) return null;
  const first = doc.resolve(Math.max(0, window.from)).index(0);
  const end = window.to >= size ? doc.childCount : doc.resolve(window.to).index(0);
  return end > first ? { first, last: end - 1 } : null;
}

/** The attribute of a contained line (script-editor.css). */
export const CONTAINED_ATTRIBUTE = 'data-contained';

/** What lineContainment needs of ProseMirror's internal DOM observer (prosemirror-view 1.x). */
interface DomObserver {
  stop?: () => void;
  start?: () => void;
}

/**
 * Runs `change` with ProseMirror's DOM observer stopped: the attribute is not the document's, and
 * ProseMirror would otherwise read the lines it is set on again. Internal, hence the guard.
 */
function unobserved(view: EditorView, change: () => void): void {
  const observer = (view as unknown as { domObserver?: DomObserver }).domObserver;
  const pause = observer?.stop && observer.start ? observer : null;
  pause?.stop?.();
  try {
    change();
  } finally {
    pause?.start?.();
  }
}

/** The contained lines of one editor. */
export interface LineContainment {
  /** Contains the lines of `window` (and no others), by their index in the document. */
  show(view: EditorView, window: LineWindow | undefined): void;
}

/**
 * Moves the attribute to the elements of the window's lines, touching only those that changed. A
 * line ProseMirror draws anew meanwhile (a remote edit of its type) goes without it until the next
 * move: containment changes no look, only what a keystroke costs.
 */
export function lineContainment(): LineContainment {
  let contained: Element[] = [];
  return {
    show(view, window) {
      const lines = window ? lineIndices(view.state.doc, window) : null;
      const children = view.dom.children;
      const next: Element[] = [];
      if (lines)
        for (let i = lines.first; i <= lines.last && i < children.length; i += 1) {
          const line = children[i];
          if (line) next.push(line);
        }
      const keep = new Set(next);
      const stale = contained.filter((line) => !keep.has(line) && line.hasAttribute(CONTAINED_ATTRIBUTE));
      const fresh = next.filter((line) => !line.hasAttribute(CONTAINED_ATTRIBUTE));
      contained = next;
      if (stale.length === 0 && fresh.length === 0) return;
      unobserved(view, () => {
        for (const line of stale) line.removeAttribute(CONTAINED_ATTRIBUTE);
        for (const line of fresh) line.setAttribute(CONTAINED_ATTRIBUTE, '');
      });
    },
  };
}
