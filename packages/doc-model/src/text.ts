import type * as Y from 'yjs';
import { linesOf } from './blocks';

/** Plain text of a document: one line per paragraph, joined with `\n`. */
export function docToText(doc: Y.Doc): string {
  return linesOf(doc)
    .map((l) => l.text)
    .join('\n');
}
