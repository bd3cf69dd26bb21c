import type { Line } from './blocks';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const inlineText = (html: string): string =>
  decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''));

/** Block-level elements that make one line each (innermost first wins via the lazy match). */
const BLOCK = /<(p|h[1-6]|li|pre|div)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

/**
 * Lines of an HTML document as docToHtml writes it (or any simple HTML): one line per `<p>`,
 * heading, list item or div, keeping `data-block`. Text without block tags is split at newlines.
 * Inline marks are not kept: it serves REST saves from clients that do not speak Yjs.
 */
export function htmlToLines(html: string): Line[] {
  const lines: Line[] = [];
  let matched = false;
  for (const m of html.matchAll(BLOCK)) {
    matched = true;
    const block = /\bdata-block\s*=\s*"([^"]*)"/i.exec(m[2] ?? '')?.[1];
    const text = inlineText(m[3] ?? '');
    lines.push(block ? { block: decodeEntities(block), text } : { text });
  }
  if (matched) return lines;
  const plain = inlineText(html);
  return plain === '' ? [] : plain.split(/\r?\n/).map((text) => ({ text }));
}
