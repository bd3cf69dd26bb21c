import type { ElementKind } from '../model/elements';

/** The file formats import reads (decided from the bytes, never from the file name alone). */
export type ImportFormat = 'docx' | 'txt' | 'fountain' | 'fdx';

/**
 * One line as a reader found it. `kind` is set by readers of formats with their own element types
 * (Fountain, FDX); lines without it are recognised from their text (Word, plain text).
 */
export interface ReadLine {
  text: string;
  kind?: ElementKind;
  /** A page break comes before this line (Word page break, Fountain `===`, FDX StartsNewPage, form feed). */
  pageBreak?: boolean;
}

/** What a reader makes of a file. */
export interface ReadResult {
  format: ImportFormat;
  /** Text encoding of a text file (utf-8, gb18030, utf-16le, utf-16be); null for Word. */
  encoding: string | null;
  /** Title from a Fountain title page or an FDX title page, if any. */
  title: string | null;
  lines: ReadLine[];
}

/** Why a file cannot be imported. */
export type ImportProblem = 'empty' | 'damaged' | 'encrypted' | 'unsupported' | 'not_script' | 'too_large';

/** A file that cannot be imported, with the Chinese message the writer sees. */
export class ImportFileError extends Error {
  constructor(
    readonly problem: ImportProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}
