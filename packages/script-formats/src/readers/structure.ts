import type { ElementKind } from '../model/elements';
import { parseNumber } from '../model/scenes';
import { cleanLine, recogniseLine } from './recognise';
import type { ReadLine } from './types';

/** One line of the recognised structure: its element and its text as the editor stores it. */
export interface StructuredLine {
  kind: ElementKind;
  text: string;
}

/** One document to be created: an episode (script) or a chapter (novel). */
export interface StructuredPart {
  /** The heading the part started with (`第3集 重逢`), or null when it was split on a page break. */
  heading: string | null;
  /**
   * A few lines before the first heading with no script element (a title page: work name, author,
   * date): left out of an import unless the writer keeps it in the preview.
   */
  titlePage: boolean;
  lines: StructuredLine[];
}

/** How a file is split into documents and read. */
export interface StructureOptions {
  /** A script (scene headings, dialogue ...) or prose (novel chapters: lines stay plain). */
  script: boolean;
  /** The unit a heading starts: 集 (also 话) for scripts, 章 for novels. */
  unit: '集' | '话' | '章';
}

/** At most this many lines before the first heading read as a title page. */
const TITLE_PAGE_LINES = 8;

const NUMERAL = '[0-9０-９零〇一二两三四五六七八九十百千]+';

/** The heading regex of a unit: `第3集`, `第十二章 重逢`, `第 3 集：…` (a line of its own, not a sentence). */
function headingPattern(unit: StructureOptions['unit']): RegExp {
  const units = unit === '章' ? '章' : '[集话]';
  return new RegExp(`^第\\s*(${NUMERAL})\\s*${units}(?:$|[\\s：:，,、.。·\\-—(（【《])`);
}

/** Number of a heading line (`第十二集` -> 12), or null when the line is not a heading of the unit. */
export function headingNumber(text: string, unit: StructureOptions['unit']): number | null {
  const m = headingPattern(unit).exec(cleanLine(text));
  if (!m?.[1]) return null;
  const digits = m[1].replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  const n = parseNumber(digits);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The element of a line a reader typed (Fountain, FDX), or the recogniser's reading of its text. */
function structuredLine(line: ReadLine, options: StructureOptions): StructuredLine {
  if (line.kind && (options.script || line.kind === 'plain')) return { kind: line.kind, text: line.text };
  return recogniseLine(line.text, options.script);
}

/**
 * Splits a file's lines into documents and recognises each line. Parts start at `第N集` (`第N章`
 * for novels) headings, whose line names the document and is not kept in it; a file without
 * headings is split at its page breaks; lines before the first heading that hold text become a
 * part of their own. Empty lines are dropped (the editor has no use for them in a script).
 */
export function structureLines(lines: readonly ReadLine[], options: StructureOptions): StructuredPart[] {
  const hasHeadings = lines.some((l) => headingNumber(l.text, options.unit) !== null);
  const parts: StructuredPart[] = [];
  let current: StructuredPart = { heading: null, titlePage: false, lines: [] };
  const close = () => {
    if (current.lines.length === 0 && current.heading === null) return;
    const front = hasHeadings && parts.length === 0 && current.heading === null;
    const titlePage = front && current.lines.length <= TITLE_PAGE_LINES && !holdsScript([current]);
    parts.push({ ...current, titlePage });
  };
  for (const line of lines) {
    const text = cleanLine(line.text);
    if (hasHeadings && headingNumber(text, options.unit) !== null) {
      close();
      current = { heading: text, titlePage: false, lines: [] };
      continue;
    }
    if (!hasHeadings && line.pageBreak && current.lines.length > 0) {
      close();
      current = { heading: null, titlePage: false, lines: [] };
    }
    if (text === '') continue;
    current.lines.push(structuredLine({ ...line, text }, options));
  }
  close();
  return parts;
}

/** True when at least one line is a script element beyond action (what makes a file a script). */
export const holdsScript = (parts: readonly StructuredPart[]): boolean =>
  parts.some((p) => p.lines.some((l) => l.kind !== 'action' && l.kind !== 'plain'));
