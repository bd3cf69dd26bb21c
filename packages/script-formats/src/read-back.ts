// Reading exported files back with well-kept readers, for tests (not for product code): mammoth for
// Word, Debian's pdftotext (poppler-utils) for PDF, fountain-js for Fountain, xmldom for FDX.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { Fountain } from 'fountain-js';
import mammoth from 'mammoth';

/** The non-empty paragraphs of a Word file, in order. */
export async function docxParagraphs(docx: Buffer): Promise<string[]> {
  const { value } = await mammoth.extractRawText({ buffer: docx });
  return value.split('\n').filter((l) => l.trim() !== '');
}

/** The text of a PDF by pages (pdftotext separates pages with a form feed). */
export function pdfPages(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  const file = path.join(dir, 'a.pdf');
  try {
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return text.split('\f').filter((p) => p.trim() !== '');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The body text of an exported PDF without white space (a PDF wraps lines where it likes): every page
 * after the title page, each without the page number at its foot (checked to be 1, 2, 3 ...).
 */
export function pdfBody(pdf: Buffer): { title: string; body: string; pages: number } {
  const pages = pdfPages(pdf);
  const squeeze = (s: string) => s.replace(/\s+/g, '');
  const body = pages.slice(1).map((p, i) => {
    const text = p.trim();
    const number = String(i + 1);
    if (!text.endsWith(number)) throw new Error(`page ${i + 1} does not end with its number`);
    return squeeze(text.slice(0, -number.length));
  });
  return { title: squeeze(pages[0] ?? ''), body: body.join(''), pages: pages.length - 1 };
}

/** The tokens of a Fountain file as [type, text, scene number]. */
export function fountainTokens(text: string): {
  title: string | undefined;
  tokens: Array<[string, string, string | undefined]>;
} {
  const { tokens, title } = new Fountain().parse(text, true);
  return {
    title,
    tokens: (tokens ?? [])
      .filter((t) => t.type !== 'spaces')
      .map((t) => [t.type, t.text ?? '', t.scene_number] as [string, string, string | undefined]),
  };
}

/** The script paragraphs of an FDX file as [Type, Number or null, text]. */
export function fdxParagraphs(xml: string): Array<[string, string | null, string]> {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const content = doc.getElementsByTagName('Content')[0];
  return Array.from(content?.getElementsByTagName('Paragraph') ?? []).map((p) => [
    p.getAttribute('Type') ?? '',
    p.getAttribute('Number') || null,
    p.getElementsByTagName('Text')[0]?.textContent ?? '',
  ]);
}
