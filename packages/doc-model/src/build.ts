import * as Y from 'yjs';
import { BLOCK_ATTR, fragmentOf, type Line, PARAGRAPH } from './blocks';

/** A paragraph element holding one line (not yet in a document). */
export function paragraphOf(line: string | Line): Y.XmlElement {
  const { text, block } = typeof line === 'string' ? { text: line, block: undefined } : line;
  const el = new Y.XmlElement(PARAGRAPH);
  if (block && block !== 'plain') el.setAttribute(BLOCK_ATTR, block);
  el.insert(0, [new Y.XmlText(text)]);
  return el;
}

/** Appends lines as paragraphs at the end of a document's fragment (one transaction). */
export function appendLines(doc: Y.Doc, lines: Array<string | Line>): void {
  const fragment = fragmentOf(doc);
  doc.transact(() => fragment.insert(fragment.length, lines.map(paragraphOf)));
}

/** A new Y.Doc whose fragment holds the given lines (tests, imports, REST saves). */
export function docFromLines(lines: Array<string | Line>): Y.Doc {
  const doc = new Y.Doc();
  appendLines(doc, lines);
  return doc;
}

/** A Y.Doc decoded from a stored Yjs state (an update); an empty document for null. */
export function docFromState(state: Uint8Array | null | undefined): Y.Doc {
  const doc = new Y.Doc();
  if (state && state.length > 0) Y.applyUpdate(doc, state);
  return doc;
}
