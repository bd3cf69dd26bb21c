import * as Y from 'yjs';
import { fragmentOf, lineElements } from './blocks';

// Where each piece of a document's plain text (docToText: lines joined by `\n`) lives in the Yjs
// tree, so a text offset becomes a Yjs position and back. The walk mirrors elementText exactly (text
// children, inline elements looked into, a hard break is one space) so offsets match doc/detail.

/** One XmlText of a line and the text offset its first character has. */
export interface TextRun {
  text: Y.XmlText;
  start: number;
  length: number;
}

/** One line: its element, where its text starts and ends, and its runs of text. */
export interface MappedLine {
  element: Y.XmlElement;
  start: number;
  end: number;
  runs: TextRun[];
}

const runLength = (text: Y.XmlText): number => {
  let n = 0;
  for (const op of text.toDelta() as Array<{ insert: unknown }>) {
    if (typeof op.insert === 'string') n += op.insert.length;
  }
  return n;
};

function walkElement(element: Y.XmlElement, offset: number, runs: TextRun[]): number {
  let at = offset;
  for (const child of element.toArray()) {
    if (child instanceof Y.XmlText) {
      const length = runLength(child);
      runs.push({ text: child, start: at, length });
      at += length;
    } else if (child instanceof Y.XmlElement) {
      at = child.nodeName === 'hardBreak' ? at + 1 : walkElement(child, at, runs);
    }
  }
  return at;
}

/** The document's lines with their text runs and offsets. */
export function mapText(doc: Y.Doc): MappedLine[] {
  const lines: MappedLine[] = [];
  let offset = 0;
  for (const element of lineElements(fragmentOf(doc))) {
    const runs: TextRun[] = [];
    const end = walkElement(element, offset, runs);
    lines.push({ element, start: offset, end, runs });
    offset = end + 1;
  }
  return lines;
}
