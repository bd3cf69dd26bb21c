import { ImportMessage } from './messages';
import { ImportFileError } from './types';

/** What the first bytes say a file is. */
export type Sniffed = 'zip' | 'text';

const ZIP = [0x50, 0x4b];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46];
/** Magic numbers of files writers sometimes pick by mistake (images, archives, audio, video). */
const OTHER_BINARIES = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x1f, 0x8b], // gzip
  [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
];

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** True when the bytes hold `needle` as UTF-16LE (names of streams in an OLE compound file). */
function holdsUtf16(bytes: Uint8Array, needle: string): boolean {
  const pattern = Buffer.from(needle, 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(pattern);
}

/**
 * Decides from the bytes what kind of file this is, or throws the reason it cannot be imported: an
 * OLE compound file is a password-protected .docx (it holds an `EncryptedPackage` stream) or an old
 * .doc; PDFs, images and archives are refused by their magic numbers whatever their name says.
 */
export function sniff(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) throw new ImportFileError('empty', ImportMessage.empty);
  if (startsWith(bytes, ZIP)) return 'zip';
  if (startsWith(bytes, CFB)) {
    if (holdsUtf16(bytes, 'EncryptedPackage') || holdsUtf16(bytes, 'EncryptionInfo')) {
      throw new ImportFileError('encrypted', ImportMessage.encrypted);
    }
    throw new ImportFileError('unsupported', ImportMessage.legacyDoc);
  }
  if (startsWith(bytes, PDF)) throw new ImportFileError('unsupported', ImportMessage.pdf);
  if (OTHER_BINARIES.some((magic) => startsWith(bytes, magic))) {
    throw new ImportFileError('unsupported', ImportMessage.unsupported);
  }
  return 'text';
}
