import type { Editor } from '@tiptap/react';
import { posToOffset } from '../review/positions';

/** Words of the document by text offsets (as the comment calls count them). */
export interface WordsRange {
  start: number;
  end: number;
  quote: string;
}

/**
 * Where words selected earlier are NOW: collaborators may have typed before them while the AI was
 * answering, so the offsets taken at selection time can be stale. The editor's own selection follows
 * remote edits (y-prosemirror maps it), so it is used when it still covers the same words; otherwise
 * the occurrence of the words nearest their old place. Null when the words are gone.
 */
export function selectionNow(editor: Editor | null, was: WordsRange): WordsRange | null {
  if (!editor || editor.isDestroyed) return null;
  const doc = editor.state.doc;
  const { from, to } = editor.state.selection;
  if (from < to && doc.textBetween(from, to, '\n', ' ') === was.quote) {
    return { start: posToOffset(doc, from), end: posToOffset(doc, to), quote: was.quote };
  }
  const text = doc.textBetween(0, doc.content.size, '\n', ' ');
  let best = -1;
  for (let at = text.indexOf(was.quote); at >= 0; at = text.indexOf(was.quote, at + 1)) {
    if (best < 0 || Math.abs(at - was.start) < Math.abs(best - was.start)) best = at;
  }
  return best < 0 ? null : { start: best, end: best + was.quote.length, quote: was.quote };
}
