import type * as Y from 'yjs';
import { countWords } from './count';
import { renderDoc } from './html';

/** What the API keeps beside a document's Yjs state: HTML, plain text and word count. */
export interface DocSummary {
  html: string;
  text: string;
  charCount: number;
}

/** HTML, plain text and word count of a document in one call. */
export function summarize(doc: Y.Doc): DocSummary {
  const { html, lines } = renderDoc(doc);
  const text = lines.join('\n');
  return { html, text, charCount: countWords(text) };
}
