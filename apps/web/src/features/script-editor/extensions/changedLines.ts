import type { Node as PmNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { Mapping, ReplaceStep, StepMap } from '@tiptap/pm/transform';

/** A span of the new document touched by a transaction, widened to whole top-level lines later. */
export interface ChangedSpan {
  from: number;
  to: number;
}

/**
 * The structural diff of a transaction's two documents: where they start to differ and where the
 * difference ends in each (`endA` in the old document, `endB` in the new one). The ends come from a
 * scan from the back and can fall before `start` (typing a letter next to the same letter). Null when
 * the documents are equal. Memoised per transaction: the decorations ask several times per edit, and
 * each scan walks every line of a long script.
 */
export interface DocDiff {
  start: number;
  endA: number;
  endB: number;
}

const diffs = new WeakMap<Transaction, DocDiff | null>();

/** The transaction's structural diff (see DocDiff). */
export function docDiff(tr: Transaction): DocDiff | null {
  const known = diffs.get(tr);
  if (known !== undefined) return known;
  const start = tr.before.content.findDiffStart(tr.doc.content);
  let diff: DocDiff | null = null;
  if (start !== null) {
    const end = tr.before.content.findDiffEnd(tr.doc.content);
    diff = end
      ? { start, endA: end.a, endB: end.b }
      : { start, endA: tr.before.content.size, endB: tr.doc.content.size };
  }
  diffs.set(tr, diff);
  return diff;
}

/**
 * Whether the transaction is one step replacing the whole document: how y-tiptap applies every
 * remote change (and the relay's first load), rebuilding the document's nodes.
 */
export function replacesWholeDocument(tr: Transaction): boolean {
  if (tr.steps.length !== 1) return false;
  const step = tr.steps[0];
  return step instanceof ReplaceStep && step.from === 0 && step.to === tr.before.content.size;
}

const contentMappings = new WeakMap<Transaction, Mapping>();

/**
 * How positions of the old document move to the new one, for what derives from the lines' content
 * (decorations): the transaction's own mapping, except for a whole-document replace, whose step
 * would map everything away. There the structural diff says which lines really changed, and
 * positions outside it keep their line (a remote keystroke then costs one line, not thousands).
 */
export function contentMapping(tr: Transaction): Mapping {
  if (!replacesWholeDocument(tr)) return tr.mapping;
  let mapping = contentMappings.get(tr);
  if (!mapping) {
    const diff = docDiff(tr);
    if (!diff) mapping = new Mapping();
    else {
      // The scan from the back can end before the start; move both ends up to it.
      const back = Math.max(0, diff.start - Math.min(diff.endA, diff.endB));
      mapping = new Mapping([
        new StepMap([diff.start, diff.endA + back - diff.start, diff.endB + back - diff.start]),
      ]);
    }
    contentMappings.set(tr, mapping);
  }
  return mapping;
}

/**
 * Where a transaction changed the document, in the new document's positions: the union of every
 * step's replaced range (mapped to the end) and the structural diff of the two documents. The diff
 * catches attribute-only changes (a line's type) whose steps map no positions; the step ranges catch
 * replacements by identical content (y-prosemirror re-renders that way), which map decorations away
 * although the diff sees nothing. A whole-document replace counts by its diff alone (see
 * contentMapping). Null when the transaction changed nothing.
 */
export function changedSpan(tr: Transaction): ChangedSpan | null {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  const mapping = contentMapping(tr);
  const { maps } = mapping;
  maps.forEach((map, i) => {
    const rest = mapping.slice(i + 1);
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      from = Math.min(from, rest.map(newStart, -1));
      to = Math.max(to, rest.map(newEnd, 1));
    });
  });
  const diff = docDiff(tr);
  if (diff) {
    from = Math.min(from, diff.start, diff.endB);
    to = Math.max(to, diff.start, diff.endB);
  }
  if (from > to) return null;
  const size = tr.doc.content.size;
  return { from: Math.max(0, Math.min(from, size)), to: Math.max(0, Math.min(to, size)) };
}

/**
 * Calls `fn` for every top-level line that touches [from, to] (a line starting or ending exactly at
 * an end counts), in order. Returns the span those lines cover, or null when there is none.
 */
export function forLinesIn(
  doc: PmNode,
  from: number,
  to: number,
  fn: (node: PmNode, pos: number) => void,
): ChangedSpan | null {
  if (doc.childCount === 0) return null;
  const $from = doc.resolve(from);
  let index = $from.index(0);
  let offset = $from.posAtIndex(index, 0);
  // A position right after a line also touches it (typing at a line's end, deleting the next line).
  if (index > 0 && offset === from) {
    index -= 1;
    offset -= doc.child(index).nodeSize;
  }
  let first = -1;
  let last = -1;
  while (index < doc.childCount && offset <= to) {
    const node = doc.child(index);
    fn(node, offset);
    if (first < 0) first = offset;
    offset += node.nodeSize;
    last = offset;
    index += 1;
  }
  return first < 0 ? null : { from: first, to: last };
}
