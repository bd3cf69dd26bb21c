// The index tokens of a folded text: every character and every pair of neighbouring characters, not
// across whitespace or punctuation. A query word of 1 or 2 characters is then one exact token, and a
// longer one is the set of its pairs (rechecked as a substring). Chinese has no spaces and most words
// are 1-2 characters, which is why pairs and not trigrams (pg_trgm cannot index them).

/** Characters that separate words: whitespace, ASCII and CJK punctuation. */
const SEPARATOR = /[\s\p{P}\p{S}]/u;

/** The runs of a folded text between separators, as arrays of characters (code points). */
export function runs(text: string): string[][] {
  const out: string[][] = [];
  let run: string[] = [];
  for (const ch of text) {
    if (SEPARATOR.test(ch)) {
      if (run.length) out.push(run);
      run = [];
    } else run.push(ch);
  }
  if (run.length) out.push(run);
  return out;
}

/** Every 1- and 2-character token of the folded texts, deduplicated. */
export function gramsOf(...texts: string[]): string[] {
  const set = new Set<string>();
  for (const text of texts) {
    for (const run of runs(text)) {
      for (let i = 0; i < run.length; i++) {
        set.add(run[i] as string);
        if (i + 1 < run.length) set.add(`${run[i]}${run[i + 1]}`);
      }
    }
  }
  return [...set];
}

/** The tokens a folded query word must all have: itself when 1-2 characters, else its pairs. */
export function wordGrams(word: string): string[] {
  const chars = [...word];
  if (chars.length <= 2) return [word];
  const set = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) set.add(`${chars[i]}${chars[i + 1]}`);
  return [...set];
}
