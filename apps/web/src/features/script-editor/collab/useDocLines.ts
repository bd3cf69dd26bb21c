import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { linesOfDoc, type PositionedLine } from '../extensions/lines';

/**
 * The editor's lines, refreshed at most once per animation frame after a document change (local or
 * remote), so counts and the outline stay live without work on every keystroke's render.
 */
export function useDocLines(editor: Editor | null): PositionedLine[] {
  const [lines, setLines] = useState<PositionedLine[]>(() => (editor ? linesOfDoc(editor.state.doc) : []));
  useEffect(() => {
    if (!editor) return;
    let frame = 0;
    const refresh = () => {
      frame = 0;
      if (!editor.isDestroyed) setLines(linesOfDoc(editor.state.doc));
    };
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (transaction.docChanged && !frame) frame = requestAnimationFrame(refresh);
    };
    refresh();
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [editor]);
  return lines;
}
