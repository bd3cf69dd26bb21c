import { storableText } from '@juzuo/doc-model';
import type { Node as PMNode } from '@tiptap/pm/model';

// The comment anchors' search reads a document's text with its line breaks dropped (doc-model's
// anchors.ts), so words can be found across a line break. A change can make words appear only where
// its text meets what was around it.

/** A top-level line's text as docToText reads it (a hard break is one space). */
const lineText = (line: PMNode) => line.textBetween(0, line.content.size, '', ' ');

/**
 * The text of the top-level lines that `[from, to]` of `doc` touches, with at least `margin`
 * characters of the lines around it on each side (fewer at the document's edges), line breaks
 * dropped: every run of up to `margin + 1` characters of the flattened document that overlaps the
 * range lies in it.
 */
export function flatTextAround(doc: PMNode, from: number, to: number, margin: number): string {
  const last = doc.childCount - 1;
  const first = Math.min(doc.resolve(from).index(0), last);
  const end = Math.min(doc.resolve(to).index(0), last);
  let text = '';
  for (let i = first; i <= end; i += 1) text += lineText(doc.child(i));
  let before = '';
  for (let i = first - 1; i >= 0 && before.length < margin; i -= 1) before = lineText(doc.child(i)) + before;
  let after = '';
  for (let i = end + 1; i <= last && after.length < margin; i += 1) after += lineText(doc.child(i));
  return storableText(before + text + after);
}
