import PDFDocument from 'pdfkit';
import type { ScriptElement } from '../model/elements';
import { PAGE, TEXT_HEIGHT, TEXT_WIDTH } from '../model/layout';
import { type Book, type BookDocument, needsTitle, startsEpisode } from './book';
import { fontData } from './font';

const REGULAR = 'NotoSansSC';
const BOLD = 'NotoSansSC-Bold';
const LINE_GAP = PAGE.lineHeight - PAGE.fontSize;

type Doc = PDFKit.PDFDocument;

/** Starts a new page when fewer than `lines` body lines fit below the cursor. */
function ensureRoom(doc: Doc, lines = 1): void {
  if (doc.y + lines * PAGE.lineHeight > PAGE.marginTop + TEXT_HEIGHT) doc.addPage();
}

function write(doc: Doc, text: string, font: string, options: PDFKit.Mixins.TextOptions = {}): void {
  ensureRoom(doc);
  doc.font(font).fontSize(PAGE.fontSize);
  // An empty line still takes its line (an empty paragraph in the editor).
  doc.text(text === '' ? ' ' : text, PAGE.marginLeft, doc.y, {
    width: TEXT_WIDTH,
    lineGap: LINE_GAP,
    ...options,
  });
}

/** A dialogue line: the bold `角色：`, then the words in a column starting after it (hanging indent). */
function writeDialogue(doc: Doc, e: Extract<ScriptElement, { kind: 'dialogue' }>): void {
  const speaker = e.shown.slice(0, e.speakerEnd);
  const words = e.shown.slice(e.speakerEnd);
  doc.font(BOLD).fontSize(PAGE.fontSize);
  const hang = doc.widthOfString(speaker);
  if (!e.speaker || hang > TEXT_WIDTH / 2) {
    write(doc, e.shown, REGULAR);
    return;
  }
  ensureRoom(doc);
  const y = doc.y;
  doc.text(speaker, PAGE.marginLeft, y, { lineBreak: false });
  doc.font(REGULAR);
  doc.text(words === '' ? ' ' : words, PAGE.marginLeft + hang, y, {
    width: TEXT_WIDTH - hang,
    lineGap: LINE_GAP,
  });
}

function writeElement(doc: Doc, e: ScriptElement, index: number, novel: boolean): void {
  if (startsEpisode(e, index)) doc.addPage();
  switch (e.kind) {
    case 'scene':
      if (doc.y > PAGE.marginTop) doc.moveDown(PAGE.sceneGap / PAGE.lineHeight);
      ensureRoom(doc, 2);
      write(doc, e.shown, BOLD);
      return;
    case 'dialogue':
      writeDialogue(doc, e);
      return;
    case 'transition':
      write(doc, e.shown, BOLD, { align: 'right' });
      return;
    default:
      write(
        doc,
        e.shown,
        REGULAR,
        novel && e.kind === 'plain' ? { indent: PAGE.proseIndent * PAGE.fontSize } : {},
      );
  }
}

function writeDocument(doc: Doc, d: BookDocument, novel: boolean): void {
  doc.addPage();
  const titled = needsTitle(d);
  const title = titled ? d.title : (d.elements[0]?.shown ?? d.title);
  doc.font(BOLD).fontSize(PAGE.titleSize);
  doc.text(title, PAGE.marginLeft, PAGE.marginTop, { width: TEXT_WIDTH, align: 'center' });
  doc.moveDown(PAGE.sceneGap / PAGE.lineHeight);
  d.elements.forEach((e, i) => {
    if (i === 0 && !titled) return;
    writeElement(doc, e, i, novel);
  });
}

/**
 * A PDF of the book with the same layout as the Word export: A4, manuscript margins, Noto Sans SC
 * embedded as a subset (the text stays selectable and searchable), a title page, each document from
 * a new page, page numbers at the foot of every page but the title page.
 */
export function writePdf(book: Book): Promise<Buffer> {
  const fonts = fontData();
  const doc = new PDFDocument({
    size: 'A4',
    margins: {
      top: PAGE.marginTop,
      bottom: PAGE.marginBottom,
      left: PAGE.marginLeft,
      right: PAGE.marginRight,
    },
    autoFirstPage: true,
    bufferPages: true,
    info: { Title: book.workName, Author: book.author },
    lang: 'zh-CN',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);

  doc
    .font(BOLD)
    .fontSize(26)
    .text(book.workName, PAGE.marginLeft, PAGE.height / 3, { width: TEXT_WIDTH, align: 'center' });
  doc.moveDown(1.5);
  doc.font(REGULAR).fontSize(PAGE.fontSize);
  doc.text(book.author, { width: TEXT_WIDTH, align: 'center' });
  doc.text(book.date, { width: TEXT_WIDTH, align: 'center' });
  for (const d of book.documents) writeDocument(doc, d, book.novel);

  const range = doc.bufferedPageRange();
  for (let i = 1; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // The number sits in the bottom margin: lift the margin so pdfkit does not open a page for it.
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(10);
    doc.text(String(i), PAGE.marginLeft, PAGE.height - PAGE.marginBottom / 2, {
      width: TEXT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
