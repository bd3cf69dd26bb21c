import { Extension } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';

// Comment highlights on the script: the anchored words, and a mark in the margin of their lines.
// Decorations are mapped through every transaction (typing, remote edits), so they follow the words
// between refreshes; a new set (comments changed) is never applied while an IME composition is
// open, because replacing decorations under a composition breaks Chinese input.

/** One highlighted range, in ProseMirror positions. */
export interface HighlightRange {
  id: string;
  from: number;
  to: number;
  /** The thread open in the sidebar. */
  active: boolean;
}

/** The plugin's key; its state is the current decorations. */
export const commentHighlightsKey = new PluginKey<DecorationSet>('commentHighlights');

function build(doc: PMNode, ranges: HighlightRange[]): DecorationSet {
  const decorations: Decoration[] = [];
  const size = doc.content.size;
  for (const r of ranges) {
    if (!(r.from >= 0 && r.from < r.to && r.to <= size)) continue;
    const cls = r.active ? 'review-highlight is-active' : 'review-highlight';
    decorations.push(Decoration.inline(r.from, r.to, { class: cls, 'data-comment-id': r.id }));
    // The margin mark: on each line the range touches.
    doc.nodesBetween(r.from, r.to, (node, pos) => {
      if (!node.isTextblock) return true;
      decorations.push(Decoration.node(pos, pos + node.nodeSize, { class: 'review-line' }));
      return false;
    });
  }
  return DecorationSet.create(doc, decorations);
}

/**
 * Shows `ranges` in the editor: at once, or when the open IME composition ends (the ranges were
 * computed from the document before it, so they are mapped through what it typed).
 */
export function showHighlights(view: EditorView, ranges: HighlightRange[]): () => void {
  const apply = () => {
    if (view.isDestroyed) return;
    view.dispatch(view.state.tr.setMeta(commentHighlightsKey, ranges).setMeta('addToHistory', false));
  };
  if (!view.composing) {
    apply();
    return () => {};
  }
  const later = () => setTimeout(apply, 0);
  view.dom.addEventListener('compositionend', later, { once: true });
  return () => view.dom.removeEventListener('compositionend', later);
}

/** The Tiptap extension that holds and maps the highlights. */
export const CommentHighlights = Extension.create({
  name: 'commentHighlights',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: commentHighlightsKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            const next = tr.getMeta(commentHighlightsKey) as HighlightRange[] | undefined;
            if (next) return build(tr.doc, next);
            return tr.docChanged ? set.map(tr.mapping, tr.doc) : set;
          },
        },
        props: {
          decorations: (state) => commentHighlightsKey.getState(state),
        },
      }),
    ];
  },
});
