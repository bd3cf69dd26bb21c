// Format writers (Node): a book of documents with their script elements -> TXT, Fountain, FDX, DOCX, PDF.
export { type Book, type BookDocument, chineseDate } from './book';
export { writeDocx } from './docx';
export { writeFdx } from './fdx';
export { writeFountain } from './fountain';
export { writePdf } from './pdf';
export { writeTxt } from './txt';
