import { DOMImplementation, XMLSerializer } from '@xmldom/xmldom';
import type { ScriptElement } from '../model/elements';
import type { Book } from './book';

// Final Draft (.fdx) mapping (docs/decisions.md "Script export formats"): scene headings are `Scene
// Heading` paragraphs with the 集-场 number in `Number`; dialogue is `Character` (the voice mark as
// (O.S.) / (V.O.)), `Parenthetical` and `Dialogue`; transitions `Transition`; action, 人物 and plain
// lines `Action` / `General`; each document opens with a `General` title that starts a new page.

const VOICE_EXTENSION: Record<string, string> = { OS: ' (O.S.)', VO: ' (V.O.)' };

type Para = { type: string; text: string; number?: string; newPage?: boolean };

function parasOf(e: ScriptElement): Para[] {
  switch (e.kind) {
    case 'scene':
      return [{ type: 'Scene Heading', text: e.title || e.shown, number: e.number }];
    case 'characters':
      return [{ type: 'Action', text: e.shown }];
    case 'action':
      return [{ type: 'Action', text: e.text }];
    case 'dialogue': {
      if (!e.speaker) return [{ type: 'Action', text: e.shown }];
      const out: Para[] = [
        { type: 'Character', text: `${e.speaker}${e.voice ? VOICE_EXTENSION[e.voice] : ''}` },
      ];
      if (e.parenthetical !== null) out.push({ type: 'Parenthetical', text: `(${e.parenthetical})` });
      out.push({ type: 'Dialogue', text: e.speech });
      return out;
    }
    case 'transition':
      return [{ type: 'Transition', text: e.shown }];
    default:
      return [{ type: 'General', text: e.shown, newPage: e.episode !== null }];
  }
}

/** A Final Draft 8+ document of the book (XML written by xmldom, so escaping is the library's). */
export function writeFdx(book: Book): Buffer {
  const doc = new DOMImplementation().createDocument(null, 'FinalDraft', null);
  const root = doc.documentElement as unknown as Element;
  root.setAttribute('DocumentType', 'Script');
  root.setAttribute('Template', 'No');
  root.setAttribute('Version', '5');
  const paragraph = (parent: Element, p: Para) => {
    const el = doc.createElement('Paragraph');
    el.setAttribute('Type', p.type);
    if (p.number) el.setAttribute('Number', p.number);
    if (p.newPage) el.setAttribute('StartsNewPage', 'Yes');
    const text = doc.createElement('Text');
    text.appendChild(doc.createTextNode(p.text));
    el.appendChild(text);
    parent.appendChild(el as unknown as Node);
  };
  const content = doc.createElement('Content') as unknown as Element;
  root.appendChild(content as unknown as Node);
  for (const d of book.documents) {
    paragraph(content, { type: 'General', text: d.title, newPage: true });
    for (const e of d.elements) for (const p of parasOf(e)) paragraph(content, p);
  }
  const titlePage = doc.createElement('TitlePage') as unknown as Element;
  const titleContent = doc.createElement('Content') as unknown as Element;
  titlePage.appendChild(titleContent as unknown as Node);
  root.appendChild(titlePage as unknown as Node);
  for (const line of [book.workName, book.author, book.date])
    paragraph(titleContent, { type: 'General', text: line });
  const xml = new XMLSerializer().serializeToString(doc as unknown as Node);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n${xml}\n`, 'utf8');
}
