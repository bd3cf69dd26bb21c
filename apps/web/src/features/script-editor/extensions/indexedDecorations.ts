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
 * A document-level decoration set the view can query in constant time per line. ProseMirror's
 * `DecorationSet.forChild` scans the set's child list from the start for every top-level node the
 * view redraws, so a script with thousands of decorated lines pays thousands x thousands steps per
 * keystroke. This wrapper indexes the children by position once per set; everything else is the
 * wrapped set's own behaviour.
 */
export class IndexedDecorations implements DecorationSource {
  private index: Map<number, DecorationSet> | null = null;

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
    if (!this.index) {
      this.index = new Map();
      for (let i = 0; i < inner.children.length; i += 3)
        this.index.set(inner.children[i] as number, inner.children[i + 2] as DecorationSet);
    }
    return this.index.get(offset) ?? DecorationSet.empty;
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
