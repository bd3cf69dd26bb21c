import * as OpenCC from 'opencc-js/t2cn';

// Folding for search: traditional to simplified (霸總 -> 霸总), full-width ASCII to half-width, lower
// case. Every step keeps the text's length in UTF-16 units, so an offset found in the folded text is
// the same offset in the original (highlight ranges are computed on the folded copy).

let toSimplified: ((s: string) => string) | null = null;

function simplify(text: string): string {
  toSimplified ??= OpenCC.Converter({ from: 't', to: 'cn' });
  const whole = toSimplified(text);
  if (whole.length === text.length) return whole;
  // A phrase rule changed the length: fold character by character instead (offsets must hold).
  let out = '';
  for (const ch of text) {
    const one = toSimplified(ch);
    out += one.length === ch.length ? one : ch;
  }
  return out;
}

function narrowAndLower(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    // Full-width ASCII (！ to ～) maps to its half-width form; the ideographic space to a space.
    const narrow =
      code >= 0xff01 && code <= 0xff5e ? String.fromCharCode(code - 0xfee0) : code === 0x3000 ? ' ' : ch;
    const lower = narrow.toLowerCase();
    out += lower.length === narrow.length ? lower : narrow;
  }
  return out;
}

/** The search form of a text: same length as `text`, simplified, half-width, lower case. */
export function fold(text: string): string {
  if (!text) return '';
  return narrowAndLower(simplify(text));
}
