import type { TScriptExportFormat } from '@juzuo/schemas';
import {
  type Book,
  writeDocx,
  writeFdx,
  writeFountain,
  writePdf,
  writeTxt,
} from '@juzuo/script-formats/writers';

/** How one export format is written and served. */
export interface ExportFile {
  ext: string;
  contentType: string;
  write: (book: Book) => Buffer | Promise<Buffer>;
}

/** Every script export format: file extension, media type and writer (packages/script-formats). */
export const EXPORT_FILES: Record<TScriptExportFormat, ExportFile> = {
  docx: {
    ext: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    write: writeDocx,
  },
  pdf: { ext: 'pdf', contentType: 'application/pdf', write: writePdf },
  fountain: { ext: 'fountain', contentType: 'text/plain; charset=utf-8', write: writeFountain },
  fdx: { ext: 'fdx', contentType: 'application/xml; charset=utf-8', write: writeFdx },
  txt: { ext: 'txt', contentType: 'text/plain; charset=utf-8', write: writeTxt },
};
