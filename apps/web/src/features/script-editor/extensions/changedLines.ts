import type { Node as PmNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';

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
 * Where a transaction changed the document, in the new document's positions: the union of every
 * step's replaced range (mapped to the end) and the structural diff of the two documents. The diff
 * catches attribute-only changes (a line's type) whose steps map no positions; the step ranges catch
 * replacements by identical content (y-prosemirror re-renders that way), which map decorations away
 * although the diff sees nothing. Null when the transaction changed nothing.
 */
export function changedSpan(tr: Transaction): ChangedSpan | null {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  const { maps } = tr.mapping;
  maps.forEach((map, i) => {
    const rest = tr.mapping.slice(i + 1);
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
