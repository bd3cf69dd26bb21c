import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { posToOffset } from './positions';

/** Words selected in the script: text offsets (as the comment calls count them) and the words. */
export interface SelectedWords {
  start: number;
  end: number;
  quote: string;
}

/**
 * The words last selected in the editor, read from the page's selection so it works on a read-only
 * script too (a producer selects without editing). Selecting elsewhere (the sidebar) keeps them;
 * a collapsed caret in the script clears them.
 */
export function useSelectionRange(editor: Editor | null): [SelectedWords | null, () => void] {
  const [selected, setSelected] = useState<SelectedWords | null>(null);
  useEffect(() => {
    if (!editor) return;
    const read = () => {
      const sel = document.getSelection();
      if (!sel || sel.rangeCount === 0 || editor.isDestroyed) return;
      const dom = editor.view.dom;
      if (!sel.anchorNode || !sel.focusNode || !dom.contains(sel.anchorNode) || !dom.contains(sel.focusNode))
        return;
      if (sel.isCollapsed) {
        setSelected(null);
        return;
      }
      const range = sel.getRangeAt(0);
      const view = editor.view;
      const a = view.posAtDOM(range.startContainer, range.startOffset);
      const b = view.posAtDOM(range.endContainer, range.endOffset);
      const doc = view.state.doc;
      const start = posToOffset(doc, Math.min(a, b));
      const end = posToOffset(doc, Math.max(a, b));
      const quote = doc.textBetween(Math.min(a, b), Math.max(a, b), '\n', ' ');
      setSelected(start < end && quote.trim() ? { start, end, quote } : null);
    };
    // Words selected before this pane opened count too (select, then open the AI panel).
    read();
    document.addEventListener('selectionchange', read);
    return () => document.removeEventListener('selectionchange', read);
  }, [editor]);
  return [selected, () => setSelected(null)];
}
