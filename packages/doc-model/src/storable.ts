/**
 * NUL, and a UTF-16 half without its partner. PostgreSQL's text and jsonb refuse NUL outright, and a
 * lone surrogate cannot be UTF-8 at all (drivers silently turn it into U+FFFD, jsonb refuses its
 * escape). With the `u` flag a surrogate range matches only halves that are not part of a pair.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this finds.
const UNSTORABLE = /\u0000|[\ud800-\udfff]/gu;

/**
 * Text as the database can hold it: NUL is dropped (it shows nothing in the editor either) and a
 * lone surrogate becomes U+FFFD, as every UTF-8 encoder writes it. Everything derived from a Yjs
 * document for a text column passes through here: the Yjs state itself arrives raw from the relay
 * (no schema checks it), and one such character used to fail every later save of the document.
 */
export function storableText(s: string): string {
  return s.replace(UNSTORABLE, (c) => (c === '\u0000' ? '' : '\ufffd'));
}
