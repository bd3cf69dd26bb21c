// Format writers (Node): a book of documents with their script elements -> TXT, Fountain, FDX, DOCX, PDF.
import type { Book } from './book';

export { type Book, type BookDocument, chineseDate } from './book';
export { writeFdx } from './fdx';
export { writeFountain } from './fountain';
export { writeTxt } from './txt';

// docx and pdfkit (about 9 MB of heap and 25 MB resident together) load with the first Word or PDF
// export, not with the API that imports this index to serve every other call.

/** The book as a Word document (./docx). */
export async function writeDocx(book: Book): Promise<Buffer> {
  return (await import('./docx')).writeDocx(book);
}

/** The book as a PDF (./pdf). */
export async function writePdf(book: Book): Promise<Buffer> {
  return (await import('./pdf')).writePdf(book);
}
