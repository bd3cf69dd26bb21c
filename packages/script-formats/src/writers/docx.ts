import {
  AlignmentType,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import type { ScriptElement } from '../model/elements';
import { emWidth, PAGE } from '../model/layout';
import { type Book, type BookDocument, needsTitle, startsEpisode } from './book';

// Word's units: sizes in half-points, lengths in twips (1/20 pt).
const TWIPS = 20;
const HALF = 2;
const FONT = { ascii: 'SimSun', eastAsia: '宋体', hAnsi: 'SimSun' };
const BODY_SIZE = PAGE.fontSize * HALF;
/** 1.5 lines: `line` is in 240ths of a line. */
const SPACING = { line: 360, before: 0, after: 0 };

const run = (text: string, bold = false, size = BODY_SIZE) => new TextRun({ text, bold, size, font: FONT });

/** One script element as a Word paragraph, laid out as in the PDF. */
function paragraphOf(e: ScriptElement, index: number, novel: boolean): Paragraph {
  const pageBreakBefore = startsEpisode(e, index);
  switch (e.kind) {
    case 'scene':
      return new Paragraph({
        children: [run(e.shown, true)],
        spacing: { ...SPACING, before: PAGE.sceneGap * TWIPS },
        keepNext: true,
      });
    case 'dialogue': {
      if (!e.speaker) return new Paragraph({ children: [run(e.shown)], spacing: SPACING });
      // Hanging indent: a wrapped line aligns after `角色：` (SCRIPT-FORMAT.md).
      const hang = Math.round(emWidth(e.shown.slice(0, e.speakerEnd)) * PAGE.fontSize * TWIPS);
      const children: ParagraphChild[] = [
        run(e.shown.slice(0, e.speakerEnd), true),
        run(e.shown.slice(e.speakerEnd)),
      ];
      return new Paragraph({ children, spacing: SPACING, indent: { left: hang, hanging: hang } });
    }
    case 'transition':
      return new Paragraph({
        children: [run(e.shown, true)],
        alignment: AlignmentType.RIGHT,
        spacing: SPACING,
      });
    default: {
      const indent =
        novel && e.kind === 'plain' ? { firstLine: PAGE.proseIndent * PAGE.fontSize * TWIPS } : undefined;
      return new Paragraph({ children: [run(e.shown)], spacing: SPACING, indent, pageBreakBefore });
    }
  }
}

/** A document's paragraphs: its title on a new page (unless its first line reads the same), then its lines. */
function documentParagraphs(doc: BookDocument, novel: boolean): Paragraph[] {
  const out = doc.elements.map((e, i) => paragraphOf(e, i, novel));
  const first = out[0];
  if (needsTitle(doc)) {
    out.unshift(
      new Paragraph({
        children: [run(doc.title, true, PAGE.titleSize * HALF)],
        alignment: AlignmentType.CENTER,
        pageBreakBefore: true,
        spacing: { ...SPACING, after: PAGE.sceneGap * TWIPS },
      }),
    );
  } else if (first) {
    out[0] = new Paragraph({
      children: [run(doc.elements[0]?.shown ?? '', true, PAGE.titleSize * HALF)],
      alignment: AlignmentType.CENTER,
      pageBreakBefore: true,
      spacing: { ...SPACING, after: PAGE.sceneGap * TWIPS },
    });
  }
  return out;
}

function titlePage(book: Book): Paragraph[] {
  return [
    new Paragraph({ children: [], spacing: { before: 200 * TWIPS } }),
    new Paragraph({ children: [run(book.workName, true, 26 * HALF)], alignment: AlignmentType.CENTER }),
    new Paragraph({
      children: [run(book.author)],
      alignment: AlignmentType.CENTER,
      spacing: { before: 36 * TWIPS },
    }),
    new Paragraph({ children: [run(book.date)], alignment: AlignmentType.CENTER }),
  ];
}

/**
 * A Word document of the book laid out as a Chinese script (or novel chapters): a title page (work,
 * author, date), each document from a new page under its title, A4 with manuscript margins, page
 * numbers at the foot (the title page has none).
 */
export function writeDocx(book: Book): Promise<Buffer> {
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: [PageNumber.CURRENT], size: 10 * HALF, font: FONT })],
      }),
    ],
  });
  const doc = new Document({
    creator: book.author,
    title: book.workName,
    styles: { default: { document: { run: { font: FONT, size: BODY_SIZE } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: Math.round(PAGE.width * TWIPS), height: Math.round(PAGE.height * TWIPS) },
            margin: {
              top: PAGE.marginTop * TWIPS,
              bottom: PAGE.marginBottom * TWIPS,
              left: Math.round(PAGE.marginLeft * TWIPS),
              right: Math.round(PAGE.marginRight * TWIPS),
            },
            pageNumbers: { start: 0 },
          },
          titlePage: true,
        },
        headers: {},
        footers: { default: footer, first: new Footer({ children: [] }) },
        children: [...titlePage(book), ...book.documents.flatMap((d) => documentParagraphs(d, book.novel))],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
