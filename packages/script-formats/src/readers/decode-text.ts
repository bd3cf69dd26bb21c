import { ImportMessage } from './messages';
import { ImportFileError } from './types';

/** A text file's characters and the encoding they were read with. */
export interface DecodedText {
  text: string;
  encoding: string;
}

function tryDecode(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** True for a control character that never occurs in a text a writer typed (NUL and friends; not tab, LF, CR, FF). */
const isBinary = (code: number): boolean => (code <= 8 || (code >= 0x0e && code <= 0x1f)) && code !== 0x1b;

/** How many binary control characters a text holds, and the text without them. */
function withoutBinary(text: string): { text: string; count: number } {
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (isBinary(ch.charCodeAt(0))) count++;
    else out += ch;
  }
  return { text: out, count };
}

/**
 * Decodes a text file: a BOM decides (UTF-8, UTF-16LE/BE); otherwise valid UTF-8 is UTF-8 and
 * anything else is tried as GB18030 (a superset of GBK and GB2312, what Chinese Windows editors
 * save). Bytes that are neither, or that decode to binary control characters, are not a text file.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  let decoded: DecodedText | null = null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) decoded = named(tryDecode(bytes, 'utf-16le'), 'utf-16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) decoded = named(tryDecode(bytes, 'utf-16be'), 'utf-16be');
  else decoded = named(tryDecode(bytes, 'utf-8'), 'utf-8') ?? named(tryDecode(bytes, 'gb18030'), 'gb18030');
  if (!decoded) throw new ImportFileError('unsupported', ImportMessage.notText);
  const text = decoded.text.replace(/^\uFEFF/, '');
  const clean = withoutBinary(text);
  if (clean.count * 100 > text.length) throw new ImportFileError('unsupported', ImportMessage.unsupported);
  return { text: clean.text, encoding: decoded.encoding };
}

const named = (text: string | null, encoding: string): DecodedText | null =>
  text === null ? null : { text, encoding };
