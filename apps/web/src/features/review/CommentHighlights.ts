import { Extension } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { ySyncPluginKey } from '@tiptap/y-tiptap';

// Comment highlights on the script: the anchored words, and a mark in the margin of their lines.
// Decorations are mapped through the editor's own transactions (typing), so they follow the words
// between refreshes. A remote change arrives from y-prosemirror as a replacement of the whole
// document, through which nothing maps, so the set is rebuilt from the anchors then (and when the
// comments change, or when a highlight is lost through any other replacement). Never while an IME
// composition is open: replacing decorations under a composition breaks Chinese input; the rebuild
// waits for the composition's end (its event, or the first update after it).

/** One highlighted range, in ProseMirror positions. */
export interface HighlightRange {
  id: string;
  from: number;
  to: number;
  /** The thread open in the sidebar. */
  active: boolean;
}

/** Where the highlights come from: the open threads' anchors resolved against a document. */
export interface HighlightSource {
  ranges(doc: PMNode): HighlightRange[];
}

/** The plugin's key; its state is the current decorations. A `refresh` meta rebuilds them. */
export const commentHighlightsKey = new PluginKey<DecorationSet>('commentHighlights');

/** Decorations for `ranges` (ranges outside the document are skipped). */
export function buildHighlights(doc: PMNode, ranges: HighlightRange[]): DecorationSet {
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

/** Asks the editor to rebuild its highlights: at once, or when the open IME composition ends. */
export function refreshHighlights(view: EditorView): () => void {
  const apply = () => {
    if (!view.isDestroyed) view.dispatch(view.state.tr.setMeta(commentHighlightsKey, 'refresh'));
  };
  if (!view.composing) {
    apply();
    return () => {};
  }
  const later = () => setTimeout(apply, 0);
  view.dom.addEventListener('compositionend', later, { once: true });
  return () => view.dom.removeEventListener('compositionend', later);
}

/** The Tiptap extension that holds, maps and rebuilds the highlights. */
export const CommentHighlights = Extension.create<{ source: HighlightSource | null }>({
  name: 'commentHighlights',
  addOptions: () => ({ source: null }),
  addProseMirrorPlugins() {
    const source = this.options.source;
    let view: EditorView | null = null;
    let pending = false;
    return [
      new Plugin<DecorationSet>({
        key: commentHighlightsKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            const refresh = tr.getMeta(commentHighlightsKey) === 'refresh';
            const remote = !!(tr.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean } | undefined)
              ?.isChangeOrigin;
            const mapped = tr.docChanged ? set.map(tr.mapping, tr.doc) : set;
            if (!source) return mapped;
            const rebuild = refresh || (remote && tr.docChanged);
            if (rebuild && !view?.composing) {
              pending = false;
              return buildHighlights(tr.doc, source.ranges(tr.doc));
            }
            // Later, from the plugin view's update: a rebuild that waits for an IME composition to
            // end (its compositionend event, or the first update after it: ProseMirror also ends
            // compositions without one), and a highlight lost through the mapping of any other
            // replacement of its words (rebuilt once the Yjs document has the change too).
            if (rebuild || (tr.docChanged && mapped.find().length < set.find().length)) pending = true;
            return mapped;
          },
        },
        view(editorView) {
          view = editorView;
          let timer: ReturnType<typeof setTimeout> | undefined;
          return {
            update: (v) => {
              if (!pending || v.composing || timer !== undefined) return;
              timer = setTimeout(() => {
                timer = undefined;
                if (pending) refreshHighlights(v);
              }, 0);
            },
            destroy: () => {
              clearTimeout(timer);
              view = null;
            },
          };
        },
        props: {
          decorations: (state) => commentHighlightsKey.getState(state),
          handleDOMEvents: {
            compositionend: (v) => {
              // A rebuild that waited for the composition to end.
              if (pending) setTimeout(() => pending && refreshHighlights(v), 0);
              return false;
            },
          },
        },
      }),
    ];
  },
});
