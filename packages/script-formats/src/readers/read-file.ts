import { decodeText } from './decode-text';
import { readDocx } from './docx';
import { readFdx } from './fdx';
import { readFountain } from './fountain';
import { ImportMessage } from './messages';
import { sniff } from './sniff';
import { textLines } from './txt';
import { ImportFileError, type ReadResult } from './types';

const FOUNTAIN_HEADING = /^(?:\.[^.\s]|(?:INT|EXT|EST|INT\.?\/EXT|I\/E)[. ])/im;
const FOUNTAIN_TITLE = /^Title:/i;

/** True when a text reads as Fountain: its name says so, or it starts with a title page or has INT./EXT. headings. */
function isFountain(text: string, filename: string): boolean {
  return (
    /\.(fountain|spmd)$/i.test(filename) ||
    FOUNTAIN_TITLE.test(text.trimStart()) ||
    FOUNTAIN_HEADING.test(text)
  );
}

/**
 * Reads an uploaded file by what its bytes are: a zip is a Word document, XML with a FinalDraft
 * root is FDX, other XML is refused, a text is Fountain when it reads as one (or is named .fountain)
 * and plain text otherwise. The name never makes a binary file acceptable.
 */
export async function readScriptFile(bytes: Uint8Array, filename = ''): Promise<ReadResult> {
  if (sniff(bytes) === 'zip') {
    return { format: 'docx', encoding: null, title: null, lines: await readDocx(bytes) };
  }
  const { text, encoding } = decodeText(bytes);
  if (text.trim() === '') throw new ImportFileError('empty', ImportMessage.empty);
  const head = text.trimStart().slice(0, 400);
  if (head.startsWith('<?xml') || head.startsWith('<')) {
    if (!/<FinalDraft[\s>]/.test(text.slice(0, 2000)))
      throw new ImportFileError('unsupported', ImportMessage.unsupported);
    return { format: 'fdx', encoding, ...readFdx(text) };
  }
  if (isFountain(text, filename)) return { format: 'fountain', encoding, ...readFountain(text) };
  return { format: 'txt', encoding, title: null, lines: textLines(text) };
}
