import type { ScriptElement } from '../model/elements';
import type { Book } from './book';

// Fountain mapping (docs/decisions.md "Script export formats"): scene headings are forced (`.`) with
// the 集-场 number as Fountain's scene number (`#1-3#`); dialogue is a forced character (`@名字`, the
// voice mark as (O.S.) / (V.O.)), a parenthetical line and the speech; transitions are forced (`>`);
// 人物 lines, action and plain lines are forced action (`!`), action without its drawn `△`. Each
// document starts with a page break (`===`) and a section (`# 第1集`).

const VOICE_EXTENSION: Record<string, string> = { OS: ' (O.S.)', VO: ' (V.O.)' };

/** One element as Fountain lines (empty when there is nothing to write). */
function fountainOf(e: ScriptElement): string[] {
  switch (e.kind) {
    case 'scene':
      return [`.${e.title || e.shown} #${e.number}#`];
    case 'action':
      return e.text.trim() ? [`!${e.text}`] : [];
    case 'dialogue': {
      if (!e.speaker) return e.shown.trim() ? [`!${e.shown}`] : [];
      const out = [`@${e.speaker}${e.voice ? VOICE_EXTENSION[e.voice] : ''}`];
      if (e.parenthetical !== null) out.push(`(${e.parenthetical})`);
      // A character line needs dialogue after it; an empty speech is kept as an empty parenthetical.
      out.push(e.speech || (e.parenthetical === null ? '()' : ''));
      return out.filter((l) => l !== '');
    }
    case 'transition':
      return e.shown.trim() ? [`> ${e.shown.trim()}`] : [];
    default:
      return e.shown.trim() ? [`!${e.shown}`] : [];
  }
}

/** A Fountain screenplay of the book: a title page, then every document. */
export function writeFountain(book: Book): Buffer {
  const out = [`Title: ${book.workName}`, `Author: ${book.author}`, `Date: ${book.date}`, ''];
  book.documents.forEach((doc, i) => {
    if (i > 0) out.push('===', '');
    out.push(`# ${doc.title}`, '');
    for (const e of doc.elements) {
      const lines = fountainOf(e);
      if (lines.length) out.push(...lines, '');
    }
  });
  return Buffer.from(`${out.join('\n').trimEnd()}\n`, 'utf8');
}
