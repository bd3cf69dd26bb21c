import { docFromLines, docToHtml, htmlToLines, type Line } from '@juzuo/doc-model';
import { ScriptBlock } from '@juzuo/schemas';

const BLOCKS = new Set<string>(Object.values(ScriptBlock));

/** A template's lines from its HTML; a block the editor does not know becomes a plain line. */
export function templateLines(html: string): Line[] {
  return htmlToLines(html).map((l) =>
    l.block && BLOCKS.has(l.block) && l.block !== ScriptBlock.PLAIN
      ? { block: l.block, text: l.text }
      : { text: l.text },
  );
}

/**
 * The stored form of submitted content: the HTML the editor itself writes for these lines (so no
 * tag or attribute of the sender's survives) and its plain text.
 */
export function normaliseContent(html: string): { content: string; text: string } {
  const lines = templateLines(html);
  return { content: docToHtml(docFromLines(lines)), text: lines.map((l) => l.text).join('\n') };
}

/** The first `chars` characters of a template's text, lines joined by a space. */
export const summaryOf = (text: string, chars = 120): string =>
  [...text.replace(/\s*\n\s*/g, ' ').trim()].slice(0, chars).join('');
