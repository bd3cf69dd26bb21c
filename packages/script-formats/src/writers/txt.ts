import { shownText } from '../model/elements';
import { type Book, needsTitle } from './book';

/**
 * Plain text (UTF-8) exactly as the script reads: every line as the editor shows it. One document is
 * its lines alone; a volume or a work starts with its name and gives each document its title, with a
 * blank line between documents.
 */
export function writeTxt(book: Book): Buffer {
  if (book.single) return Buffer.from(`${shownText(book.documents[0]?.elements ?? [])}\n`, 'utf8');
  const parts = [book.workName];
  for (const doc of book.documents) {
    // A document whose first line already reads as its title (第1集) is not titled twice.
    parts.push(needsTitle(doc) ? `${doc.title}\n${shownText(doc.elements)}` : shownText(doc.elements));
  }
  return Buffer.from(`${parts.join('\n\n')}\n`, 'utf8');
}
