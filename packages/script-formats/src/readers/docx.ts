import { ImportMessage } from './messages';
import { textLines } from './txt';
import { ImportFileError, type ReadLine } from './types';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * Text of mammoth's HTML, one line per paragraph, heading, list item or table cell: a soft line
 * break (Shift+Enter, common in Word scripts) also ends a line, and a page break is a form feed.
 */
function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<hr\s*\/?>/gi, '\f')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(?:p|h[1-6]|li|td|th|tr|table|ul|ol)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  );
}

/**
 * Reads a Word document (.docx) with mammoth. A zip that is not a Word document, or one too damaged
 * to open, is refused with the reason.
 */
export async function readDocx(bytes: Uint8Array): Promise<ReadLine[]> {
  // mammoth (about 3 MB of heap) loads with the first Word import, not with the API's start; a
  // failure to load it is not the file's fault, so it stays outside the try below.
  const { default: mammoth } = await import('mammoth');
  let html: string;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const result = await mammoth.convertToHtml(
      { buffer },
      { styleMap: ["br[type='page'] => hr:fresh"], ignoreEmptyParagraphs: true },
    );
    html = result.value;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/main document part|Could not find file/i.test(message)) {
      throw new ImportFileError('unsupported', ImportMessage.unsupported);
    }
    throw new ImportFileError('damaged', ImportMessage.damaged);
  }
  return textLines(htmlToText(html));
}
