import type { QueryTerm } from './query';

/** A [start, end) range of a matched word in a text (UTF-16 offsets). */
export type Mark = [number, number];

/** How many characters a list snippet shows, and how many lead up to the first match. */
const SNIPPET_LENGTH = 90;
const SNIPPET_LEAD = 20;

/** Every occurrence of every alternative of every term in `folded`, merged and in order. */
export function marksIn(folded: string, terms: readonly QueryTerm[]): Mark[] {
  const found: Mark[] = [];
  for (const term of terms) {
    for (const alt of term.alts) {
      if (!alt) continue;
      for (let at = folded.indexOf(alt); at >= 0; at = folded.indexOf(alt, at + alt.length)) {
        found.push([at, at + alt.length]);
      }
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Mark[] = [];
  for (const m of found) {
    const last = merged[merged.length - 1];
    if (last && m[0] <= last[1]) last[1] = Math.max(last[1], m[1]);
    else merged.push([m[0], m[1]]);
  }
  return merged;
}

/** The passage of a content shown in a list: around the first match when there is one. */
export function snippetOf(
  content: string,
  folded: string,
  terms: readonly QueryTerm[],
): { text: string; marks: Mark[] } {
  const marks = terms.length ? marksIn(folded, terms) : [];
  const first = marks[0];
  let start = first ? Math.max(0, first[0] - SNIPPET_LEAD) : 0;
  // Never cut a surrogate pair in half.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(content.charAt(start))) start -= 1;
  let end = Math.min(content.length, start + SNIPPET_LENGTH);
  if (end < content.length && /[\uDC00-\uDFFF]/.test(content.charAt(end))) end += 1;
  const prefix = start > 0 ? '…' : '';
  const suffix = end < content.length ? '…' : '';
  const text = `${prefix}${content.slice(start, end).replace(/\s+/g, ' ')}${suffix}`;
  // Collapsing whitespace changes offsets: recompute the marks on the shown text's folded form.
  const shownFolded = `${prefix}${folded.slice(start, end).replace(/\s+/g, ' ')}${suffix}`;
  return { text, marks: terms.length ? marksIn(shownFolded, terms) : [] };
}
