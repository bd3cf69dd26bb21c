const CHARACTERS_PREFIX = /^\s*人物\s*[：:]/;
const SEPARATORS = /[、，,;；\s]+/;

/** The label a 人物 line shows before its names (drawn by the editor unless the writer typed it). */
export const CHARACTERS_LABEL = '人物：';

/**
 * Length of the `人物：` label a 人物 line's text carries itself (typed or pasted; then none is drawn),
 * or 0 when it has none.
 */
export function charactersLabelLength(text: string): number {
  return CHARACTERS_PREFIX.exec(text)?.[0].length ?? 0;
}

/** Names listed on a 人物 line (`人物：林秋、掌柜、小二`). */
export function namesOnCharactersLine(text: string): string[] {
  return text
    .replace(CHARACTERS_PREFIX, '')
    .split(SEPARATORS)
    .map((s) => s.trim())
    .filter(Boolean);
}
