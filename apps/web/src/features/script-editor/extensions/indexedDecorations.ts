import type { Node as PmNode } from '@tiptap/pm/model';
import type { Mapping } from '@tiptap/pm/transform';
import { type Decoration, DecorationSet, type DecorationSource } from '@tiptap/pm/view';

// What a DecorationSet keeps inside (prosemirror-view 1.x): decorations of this level and, per child
// holding decorations, [from, to, childSet] triples sorted by position.
interface SetInternals {
  local: Decoration[];
  children: (number | DecorationSet)[];
}

/**
 * The view calls map, forChild, eq, locals and forEachSet on a decoration source, and DecorationGroup
 * (decorations of several plugins) uses members and localsInner, so this class implements those.
 *
 * A document-level decoration set the view can query in amortised constant time per line. ProseMirror's
 * `DecorationSet.forChild` scans the set's child list from the start for every top-level node the
 * view redraws, so a script with thousands of decorated lines pays thousands x thousands steps per
 * keystroke. This wrapper finds a line's decorations by walking the set's sorted children along
 * with the view (see tripleAt); everything else is the wrapped set's own behaviour.
 */
export class IndexedDecorations implements DecorationSource {
  // Triple index where the last lookup ended: the view asks line after line, in document order.
  private cursor = 0;

  /** Wraps `set`. */
  constructor(readonly set: DecorationSet) {}

  map(mapping: Mapping, node: PmNode): DecorationSource {
    return new IndexedDecorations(this.set.map(mapping, node));
  }

  forChild(offset: number, child: PmNode): DecorationSource {
    const inner = this.set as unknown as SetInternals;
    // Decorations spanning top-level nodes (none of ours do) need the set's own slicing.
    if (!Array.isArray(inner.children) || !Array.isArray(inner.local) || inner.local.length > 0)
      return this.set.forChild(offset, child);
    if (child.isLeaf) return DecorationSet.empty;
    const at = this.tripleAt(inner.children, offset);
    return at < 0 ? DecorationSet.empty : (inner.children[at * 3 + 2] as DecorationSet);
  }

  /**
   * The triple of the child starting at `offset`, or -1. The view's redraw asks for every line in
   * order, so the search goes on from where the last one ended (one step per line, no index to
   * build per keystroke); a lookup behind it binary-searches instead.
   */
  private tripleAt(children: (number | DecorationSet)[], offset: number): number {
    const count = children.length / 3;
    let at = Math.min(this.cursor, count);
    if (at > 0 && (children[(at - 1) * 3] as number) >= offset) {
      let low = 0;
      let high = at - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((children[mid * 3] as number) < offset) low = mid + 1;
        else high = mid;
      }
      at = low;
    }
    while (at < count && (children[at * 3] as number) < offset) at += 1;
    this.cursor = at;
    return at < count && children[at * 3] === offset ? at : -1;
  }

  eq(other: DecorationSource): boolean {
    if (!(other instanceof IndexedDecorations)) return false;
    const set = this.set as unknown as { eq(o: DecorationSet): boolean };
    return this.set === other.set || set.eq(other.set);
  }

  /** Used by the view (as on DecorationSet and DecorationGroup): this level's decorations. */
  locals(node: PmNode): readonly Decoration[] {
    return (this.set as unknown as { locals(n: PmNode): readonly Decoration[] }).locals(node);
  }

  /** Used by DecorationGroup (several plugins' decorations) on its members. */
  localsInner(node: PmNode): readonly Decoration[] {
    return (this.set as unknown as { localsInner(n: PmNode): readonly Decoration[] }).localsInner(node);
  }

  /** DecorationGroup.from flattens any non-DecorationSet member through its `members`. */
  get members(): readonly DecorationSource[] {
    return [this];
  }

  forEachSet(f: (set: DecorationSet) => void): void {
    f(this.set);
  }
}

const wrapped = new WeakMap<DecorationSet, IndexedDecorations>();

/** The indexed wrapper of `set`, one per set (the view asks for decorations several times per update). */
export function indexed(set: DecorationSet): IndexedDecorations {
  let out = wrapped.get(set);
  if (!out) {
    out = new IndexedDecorations(set);
    wrapped.set(set, out);
  }
  return out;
}
