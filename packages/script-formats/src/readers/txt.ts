import type { ReadLine } from './types';

/** Lines of a text file; a form feed (a page break some editors write) marks the next line. */
export function textLines(text: string): ReadLine[] {
  const out: ReadLine[] = [];
  let pageBreak = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const pieces = raw.split('\f');
    pieces.forEach((piece, i) => {
      if (i > 0) pageBreak = true;
      if (piece.trim() === '' && i < pieces.length - 1) return;
      out.push(pageBreak ? { text: piece, pageBreak: true } : { text: piece });
      pageBreak = false;
    });
  }
  return out;
}
