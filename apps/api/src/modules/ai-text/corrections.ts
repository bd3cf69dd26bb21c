import type { TCorrection } from '@juzuo/schemas';

/** A fix as the engine proposes it: the words, no offsets (models count characters badly). */
export interface ProposedFix {
  original: string;
  replacement: string;
  reason: string;
}

/**
 * Places the engine's fixes in the passage: each `original` is looked for after the previous fix
 * (the model lists them in reading order), else anywhere not yet taken. Fixes whose words are not in
 * the passage, change nothing or overlap a placed one are dropped, so every offset the writer gets
 * holds exactly `original`.
 */
export function placeCorrections(text: string, fixes: readonly ProposedFix[]): TCorrection[] {
  const placed: TCorrection[] = [];
  const free = (at: number, length: number) =>
    placed.every((p) => at + length <= p.offset || at >= p.offset + p.length);
  const find = (original: string, from: number): number => {
    for (let at = text.indexOf(original, from); at >= 0; at = text.indexOf(original, at + 1)) {
      if (free(at, original.length)) return at;
    }
    return -1;
  };
  let cursor = 0;
  for (const fix of fixes) {
    const original = fix.original;
    if (!original || original === fix.replacement) continue;
    let at = find(original, cursor);
    if (at < 0) at = find(original, 0);
    if (at < 0) continue;
    placed.push({
      offset: at,
      length: original.length,
      original,
      replacement: fix.replacement,
      reason: fix.reason,
    });
    cursor = at + original.length;
  }
  return placed.sort((a, b) => a.offset - b.offset);
}
