import { GENERAL_FILE_EXTENSIONS, TEXT_FILE_EXTENSIONS } from '@juzuo/schemas';
import { fileTypeFromBuffer } from 'file-type';
import { MIME_BY_EXT } from './keys';

/** A type decided from the bytes. */
export interface DetectedType {
  ext: string;
  mime: string;
}

const IMAGE_EXTS: ReadonlySet<string> = new Set(['jpg', 'png', 'webp', 'gif']);
const GENERAL_EXTS: ReadonlySet<string> = new Set(GENERAL_FILE_EXTENSIONS);
const TEXT_EXTS: ReadonlySet<string> = new Set(TEXT_FILE_EXTENSIONS);

/** Detects the type from the magic bytes; APNG counts as PNG (it is one, to every decoder we use). */
async function sniff(buffer: Buffer): Promise<string | null> {
  const found = await fileTypeFromBuffer(buffer);
  if (!found) return null;
  return found.ext === 'apng' ? 'png' : found.ext;
}

const withMime = (ext: string): DetectedType => ({
  ext,
  mime: MIME_BY_EXT[ext] ?? 'application/octet-stream',
});

/** jpeg/png/webp/gif decided from the bytes alone; null for anything else, whatever its name says. */
export async function detectImage(buffer: Buffer): Promise<DetectedType | null> {
  const ext = await sniff(buffer);
  return ext && IMAGE_EXTS.has(ext) ? withMime(ext) : null;
}

/** Extension of a client file name, lower-cased; '' when there is none. */
export const nameExtension = (filename: string): string =>
  filename.includes('.') ? (filename.toLowerCase().split('.').pop() ?? '') : '';

/** True for names the text rule applies to (.txt/.md/.fountain). */
export const isTextName = (filename: string): boolean => TEXT_EXTS.has(nameExtension(filename));

/**
 * The type of a general upload. Binary formats come from the magic bytes only. Text has no magic
 * bytes, so it is the one case where the name counts: .txt/.md/.fountain whose bytes are strict UTF-8
 * without NUL. Anything else (html, svg, scripts, executables) is refused, which keeps served files
 * from ever being interpreted as markup by a browser.
 */
export async function detectGeneralFile(buffer: Buffer, filename: string): Promise<DetectedType | null> {
  const ext = await sniff(buffer);
  if (ext) return GENERAL_EXTS.has(ext) ? withMime(ext) : null;
  if (isTextName(filename) && isUtf8Text(buffer)) return withMime(nameExtension(filename));
  return null;
}

/** Strict UTF-8 without NUL bytes (binary files nearly always contain NUL). */
function isUtf8Text(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}
