/**
 * The page layout every paged export (PDF, Word) uses, and the page estimate computed from it: A4
 * with the margins of a Chinese manuscript (Word's default for A4 in China: 2.54 cm top and bottom,
 * 3.17 cm left and right), 12 pt (小四) text at 1.5 line spacing. Points throughout (1 pt = 1/72 in).
 */
export const PAGE = {
  /** A4 width and height. */
  width: 595.28,
  height: 841.89,
  marginTop: 72,
  marginBottom: 72,
  marginLeft: 89.85,
  marginRight: 89.85,
  /** Body text size. */
  fontSize: 12,
  /** Baseline-to-baseline distance of body text. */
  lineHeight: 18,
  /** Space above a scene heading and below a document's title. */
  sceneGap: 12,
  /** Size of a document's title (第1集, a chapter name). */
  titleSize: 16,
  /** First-line indent of novel prose, in characters. */
  proseIndent: 2,
} as const;

/** Width of the text column. */
export const TEXT_WIDTH = PAGE.width - PAGE.marginLeft - PAGE.marginRight;
/** Height of the text column. */
export const TEXT_HEIGHT = PAGE.height - PAGE.marginTop - PAGE.marginBottom;

/** Width of a string in ems: CJK and full-width characters one, others (Latin, digits, spaces) half. */
export function emWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    w += code >= 0x2e80 || (code >= 0x1100 && code <= 0x11ff) ? 1 : 0.5;
  }
  return w;
}

/** Lines a paragraph of `ems` width takes in a column of `columnEms`, with the first line `firstEms` shorter. */
export function wrappedLines(ems: number, columnEms: number, firstEms = 0): number {
  if (ems <= 0) return 1;
  const first = Math.max(columnEms - firstEms, 1);
  if (ems <= first) return 1;
  return 1 + Math.ceil((ems - first) / Math.max(columnEms, 1));
}
