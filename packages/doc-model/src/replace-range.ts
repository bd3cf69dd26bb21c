import * as Y from 'yjs';
import { docToText } from './text';
import { type MappedLine, mapText } from './text-map';

// Replaces a range of a document's text (docToText offsets) in place, the way an editor would: only
// the characters of the range change, so concurrent typing elsewhere and anchors on other words are
// untouched. Used to accept a supervisor's suggestion.

/** Deletes `[from, to)` inside one line, run by run from the end (offsets stay valid). */
function deleteInLine(line: MappedLine, from: number, to: number): void {
  for (const run of [...line.runs].reverse()) {
    const a = Math.max(from, run.start);
    const b = Math.min(to, run.start + run.length);
    if (a < b) run.text.delete(a - run.start, b - a);
  }
}

/** Inserts `text` at `offset` of a line (into the run it falls in, or a new run of an empty line). */
function insertInLine(line: MappedLine, offset: number, text: string): void {
  if (!text) return;
  const run =
    line.runs.find((r) => offset >= r.start && offset <= r.start + r.length && r.length > 0) ??
    line.runs.find((r) => offset >= r.start && offset <= r.start + r.length);
  if (run) run.text.insert(offset - run.start, text);
  else line.element.insert(line.element.length, [new Y.XmlText(text)]);
}

/**
 * Replaces `[start, end)` with `text` (call inside a transaction). A range across lines joins its
 * first and last line, as deleting a selection does. Answers false when the range is outside the text.
 */
export function replaceTextRange(doc: Y.Doc, start: number, end: number, text: string): boolean {
  const length = docToText(doc).length;
  if (!(start >= 0 && start <= end && end <= length)) return false;
  const lines = mapText(doc);
  const first = lines.find((l) => start >= l.start && start <= l.end);
  const last = lines.find((l) => end >= l.start && end <= l.end);
  if (!first || !last) return false;
  if (first === last) {
    deleteInLine(first, start, end);
    insertInLine(first, start, text);
    return true;
  }
  // The last line's rest moves up as plain text; the lines in between and the last line go.
  const rest = docToText(doc).slice(end, last.end);
  deleteInLine(first, start, first.end);
  const firstIndex = lines.indexOf(first);
  const lastIndex = lines.indexOf(last);
  for (const line of lines.slice(firstIndex + 1, lastIndex + 1).reverse()) {
    const parent = line.element.parent as Y.XmlFragment | Y.XmlElement | null;
    const at = parent ? parent.toArray().indexOf(line.element) : -1;
    if (parent && at >= 0) parent.delete(at, 1);
  }
  insertInLine(mapText(doc)[firstIndex] ?? first, start, text + rest);
  return true;
}
