import { DOMParser } from '@xmldom/xmldom';
import type { ElementKind } from '../model/elements';
import { ImportMessage } from './messages';
import { dialogueLine, sceneLine, typedLine } from './typed-line';
import { ImportFileError, type ReadLine } from './types';

/** Final Draft paragraph types -> our elements (types not listed are left to the recogniser). */
const KINDS: Record<string, ElementKind> = {
  Action: 'action',
  Transition: 'transition',
  'Cast List': 'characters',
  Shot: 'action',
};

const children = (el: Element, name: string): Element[] =>
  Array.from(el.childNodes as unknown as ArrayLike<Element>).filter(
    (n) => n.nodeType === 1 && n.nodeName === name,
  );

/** Text of a Paragraph: its Text runs (a tab or a hard line break inside reads as a space). */
const textOf = (p: Element): string =>
  children(p, 'Text')
    .map((t) => t.textContent ?? '')
    .join('')
    .replace(/[\t\r\n]+/g, ' ');

/**
 * Reads a Final Draft document (FDX, XML): each Content Paragraph by its Type; a Character paragraph
 * and the Parenthetical and Dialogue paragraphs after it make one `角色：（括注）台词` line;
 * `StartsNewPage="Yes"` is a page break; the title page's first line is the title.
 */
export function readFdx(source: string): { title: string | null; lines: ReadLine[] } {
  let broken = false;
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: () => (broken = true), fatalError: () => (broken = true) },
  }).parseFromString(source, 'text/xml');
  const root = doc?.documentElement;
  const content = root && root.nodeName === 'FinalDraft' ? children(root, 'Content')[0] : undefined;
  if (broken || !content) throw new ImportFileError('damaged', ImportMessage.notFdx);
  const titleContent = children(root as Element, 'TitlePage').flatMap((t) => children(t, 'Content'))[0];
  const title = titleContent
    ? (children(titleContent, 'Paragraph')
        .map(textOf)
        .find((t) => t.trim()) ?? null)
    : null;
  const paragraphs = children(content, 'Paragraph');
  const out: ReadLine[] = [];
  for (let i = 0; i < paragraphs.length; i++) {
    const p = paragraphs[i] as Element;
    const type = p.getAttribute('Type') ?? '';
    const pageBreak = p.getAttribute('StartsNewPage') === 'Yes';
    let line: ReadLine;
    if (type === 'Character') {
      const pieces: Array<{ paren: boolean; text: string }> = [];
      while (i + 1 < paragraphs.length) {
        const nextType = (paragraphs[i + 1] as Element).getAttribute('Type');
        if (nextType !== 'Dialogue' && nextType !== 'Parenthetical') break;
        i++;
        pieces.push({ paren: nextType === 'Parenthetical', text: textOf(paragraphs[i] as Element) });
      }
      line = dialogueLine(textOf(p), pieces);
    } else if (type === 'Scene Heading') {
      line = sceneLine(textOf(p), p.getAttribute('Number'));
    } else {
      const kind = KINDS[type];
      const text = textOf(p);
      line = kind ? typedLine(kind, text) : { text };
    }
    out.push(pageBreak ? { ...line, pageBreak: true } : line);
  }
  return { title: title?.trim() || null, lines: out };
}
