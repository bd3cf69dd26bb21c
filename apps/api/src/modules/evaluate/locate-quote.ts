/**
 * Where a quote stands in a document's text now: at `expected` when the words there are still the
 * quote, else the occurrence nearest to it, else null (the quote was edited away; never a guess).
 */
export function locateQuote(
  text: string,
  quote: string,
  expected: number,
): { start: number; end: number } | null {
  if (!quote) return null;
  if (expected >= 0 && text.startsWith(quote, expected))
    return { start: expected, end: expected + quote.length };
  let best = -1;
  for (let at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) {
    if (best < 0 || Math.abs(at - expected) < Math.abs(best - expected)) best = at;
  }
  return best < 0 ? null : { start: best, end: best + quote.length };
}
