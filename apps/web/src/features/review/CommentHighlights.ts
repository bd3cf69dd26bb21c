import { Extension } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Mapping, StepMap } from '@tiptap/pm/transform';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import { replacesWholeDocument } from '../script-editor/extensions/changedLines';

// Comment highlights on the script: the anchored words, and a mark in the margin of their lines.
// Decorations are mapped through the editor's own transactions (typing), so they follow the words
// between refreshes. A remote change arrives from y-tiptap as a replacement of the whole document
// in which every line it did not touch keeps its node (patched y-tiptap, docs/decisions.md): the
// highlights are mapped through the lines it replaced, and only the threads whose highlight touches
// them, was lost, or that the source cannot follow by mapping are resolved again from their anchors
// (a source without `changed` rebuilds all); the source also hears where every change edited the
// text (`edited`). Everything is rebuilt when the comments change, and when a highlight is lost
// through any other replacement. Never while an IME composition is open:
// replacing decorations under a composition breaks Chinese input; the rebuild waits for the
// composition's end (its event, or the first update after it).

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
  /**
   * After a remote change, the threads to resolve again and their ranges in `doc`: those in
   * `touched` (their highlight touches the replaced lines, or was lost) and those a mapping cannot
   * follow (see LiveHighlightSource). `ids` names every thread whose old highlight is replaced.
   */
  changed?(doc: PMNode, touched: ReadonlySet<string>): { ids: ReadonlySet<string>; ranges: HighlightRange[] };
  /**
   * The text of `doc` changed: every character added, and every point where text was removed, lies
   * in one of `ranges` (positions of `doc`); `touched` names the threads whose highlight a local
   * change touches. Called for every change but a rebuild, a remote one before `changed`.
   */
  edited?(doc: PMNode, ranges: ReadonlyArray<readonly [number, number]>, touched: ReadonlySet<string>): void;
}

/** A highlight decoration's spec: the thread it belongs to. */
interface HighlightSpec {
  id: string;
}

/** The plugin's key; its state is the current decorations. A `refresh` meta rebuilds them. */
export const commentHighlightsKey = new PluginKey<DecorationSet>('commentHighlights');

/** The decorations of `ranges` (ranges outside the document are skipped). */
function decorationsOf(doc: PMNode, ranges: HighlightRange[]): Decoration[] {
  const decorations: Decoration[] = [];
  const size = doc.content.size;
  for (const r of ranges) {
    if (!(r.from >= 0 && r.from < r.to && r.to <= size)) continue;
    const cls = r.active ? 'review-highlight is-active' : 'review-highlight';
    const spec: HighlightSpec = { id: r.id };
    decorations.push(Decoration.inline(r.from, r.to, { class: cls, 'data-comment-id': r.id }, spec));
    // The margin mark: on each line the range touches.
    doc.nodesBetween(r.from, r.to, (node, pos) => {
      if (!node.isTextblock) return true;
      decorations.push(Decoration.node(pos, pos + node.nodeSize, { class: 'review-line' }, spec));
      return false;
    });
  }
  return decorations;
}

/** Decorations for `ranges` (ranges outside the document are skipped). */
export function buildHighlights(doc: PMNode, ranges: HighlightRange[]): DecorationSet {
  return DecorationSet.create(doc, decorationsOf(doc, ranges));
}

/**
 * The top-level nodes `b` does not share with `a` by identity, from either end: `[from, toA)` of `a`
 * became `[from, toB)` of `b`; null when every node is the same. Positions outside map exactly.
 * (Identity, not content: a line y-tiptap rebuilt is replaced even when its text reads the same,
 * e.g. a character deleted and typed again, which moves the Yjs positions of anchors on it.)
 */
export function replacedLines(a: PMNode, b: PMNode): { from: number; toA: number; toB: number } | null {
  const n = Math.min(a.childCount, b.childCount);
  let i = 0;
  let from = 0;
  while (i < n && a.child(i) === b.child(i)) {
    from += a.child(i).nodeSize;
    i += 1;
  }
  if (i === a.childCount && i === b.childCount) return null;
  let ja = a.childCount;
  let jb = b.childCount;
  let toA = a.content.size;
  let toB = b.content.size;
  while (ja > i && jb > i && a.child(ja - 1) === b.child(jb - 1)) {
    ja -= 1;
    jb -= 1;
    toA -= a.child(ja).nodeSize;
    toB -= b.child(jb).nodeSize;
  }
  return { from, toA, toB };
}

const idsIn = (set: DecorationSet, from?: number, to?: number) =>
  new Set(set.find(from, to).map((d) => (d.spec as HighlightSpec).id));

/** Where `tr` changed the text, in positions of its document (see HighlightSource.edited). */
function editedRanges(tr: Transaction): [number, number][] {
  const ranges: [number, number][] = [];
  tr.mapping.maps.forEach((map, i) => {
    const later = tr.mapping.slice(i + 1);
    map.forEach((_oldFrom, _oldTo, from, to) => {
      ranges.push([later.map(from, -1), later.map(to, 1)]);
    });
  });
  return ranges;
}

/** The threads whose highlight in `set` touches one of `ranges`. */
function idsInRanges(set: DecorationSet, ranges: [number, number][]): Set<string> {
  const ids = new Set<string>();
  for (const [from, to] of ranges) for (const id of idsIn(set, from, to)) ids.add(id);
  return ids;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * A remote change's highlights: the set mapped through the replaced lines, the touched and lost
 * threads and those the source asks for resolved again. Null when the change is not one whole
 * document replace (then everything is rebuilt).
 */
function followRemote(tr: Transaction, set: DecorationSet, source: HighlightSource): DecorationSet | null {
  const changed = source.changed;
  if (!changed || !replacesWholeDocument(tr)) return null;
  const lines = replacedLines(tr.before, tr.doc);
  source.edited?.(tr.doc, lines ? [[lines.from, lines.toB]] : [], NONE);
  let mapped = set;
  const touched = new Set<string>();
  if (lines) {
    const { from, toA, toB } = lines;
    mapped = set.map(new Mapping([new StepMap([from, toA - from, toB - from])]), tr.doc);
    for (const id of idsIn(mapped, from, toB)) touched.add(id);
    const kept = idsIn(mapped);
    for (const id of idsIn(set)) if (!kept.has(id)) touched.add(id);
  }
  const { ids, ranges } = changed(tr.doc, touched);
  if (ids.size === 0) return mapped;
  // A new set of the kept decorations and the new ones (DecorationSet.remove then add lost node
  // decorations of a range across lines in a test).
  const kept = mapped.find(undefined, undefined, (spec) => !ids.has((spec as HighlightSpec).id));
  return DecorationSet.create(tr.doc, kept.concat(decorationsOf(tr.doc, ranges)));
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
            if (!source) return tr.docChanged ? set.map(tr.mapping, tr.doc) : set;
            const rebuild = refresh || (remote && tr.docChanged);
            if (rebuild && !view?.composing) {
              // A remote change while nothing waits for a rebuild: follow it line by line.
              const followed = !refresh && !pending ? followRemote(tr, set, source) : null;
              if (followed) return followed;
              pending = false;
              return buildHighlights(tr.doc, source.ranges(tr.doc));
            }
            const mapped = tr.docChanged ? set.map(tr.mapping, tr.doc) : set;
            if (tr.docChanged && !rebuild && source.edited) {
              const ranges = editedRanges(tr);
              source.edited(tr.doc, ranges, idsInRanges(mapped, ranges));
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
