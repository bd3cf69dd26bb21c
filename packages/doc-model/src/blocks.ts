import * as Y from 'yjs';
import { storableText } from './storable';

/** Name of the XmlFragment that holds a Tiptap document (Tiptap Collaboration's default). */
export const FRAGMENT = 'default';
/** Tiptap node name of one line. */
export const PARAGRAPH = 'paragraph';
/** Paragraph attribute that names its script block (scene, dialogue, ...). */
export const BLOCK_ATTR = 'block';

/** One line of a document: its block type (undefined = plain) and its text. */
export interface Line {
  block?: string;
  text: string;
}

/** The fragment of a document that holds its content. */
export const fragmentOf = (doc: Y.Doc): Y.XmlFragment => doc.getXmlFragment(FRAGMENT);

/**
 * The elements that make lines: an element with any text child is a line; a container without text
 * (a list, a blockquote) is looked into. Keeps the walk the same for HTML, text and scenes.
 */
export function lineElements(parent: Y.XmlFragment | Y.XmlElement): Y.XmlElement[] {
  const out: Y.XmlElement[] = [];
  for (const child of parent.toArray()) {
    if (!(child instanceof Y.XmlElement)) continue;
    const children = child.toArray();
    const holdsText = children.length === 0 || children.some((c) => c instanceof Y.XmlText);
    if (holdsText) out.push(child);
    else out.push(...lineElements(child));
  }
  return out;
}

/** Plain text of an element: its text children and its inline elements (a hard break is a space). */
export function elementText(element: Y.XmlElement): string {
  let s = '';
  for (const child of element.toArray()) {
    if (child instanceof Y.XmlText) s += textOfXmlText(child);
    else if (child instanceof Y.XmlElement) s += child.nodeName === 'hardBreak' ? ' ' : elementText(child);
  }
  return s;
}

/**
 * The characters of an XmlText (toString() would render marks as tags), as the database can hold
 * them (storableText): plain text is stored, searched and exported.
 */
export function textOfXmlText(text: Y.XmlText): string {
  let s = '';
  for (const op of text.toDelta() as Array<{ insert: unknown }>) {
    if (typeof op.insert === 'string') s += op.insert;
  }
  return storableText(s);
}

/** The lines of a document, in order. */
export function linesOf(doc: Y.Doc): Line[] {
  return lineElements(fragmentOf(doc)).map((el) => {
    const raw = el.getAttribute(BLOCK_ATTR);
    const block = typeof raw === 'string' ? storableText(raw) : '';
    const text = elementText(el);
    return block ? { block, text } : { text };
  });
}
