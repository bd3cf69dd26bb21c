import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { linesOfDoc, type PositionedLine } from '../extensions/lines';

/** How long after a document change the outline and counts catch up (off the keystroke's path). */
const SETTLE_MS = 250;

/**
 * The editor's lines for the outline and counts, refreshed after a document change (local or remote)
 * at most every SETTLE_MS, in an idle moment: recomputing them and re-rendering the panels right
 * before a keystroke's paint made typing in a long script slow; a quarter second of lag in the counts
 * is not noticed.
 */
export function useDocLines(editor: Editor | null): PositionedLine[] {
  const [lines, setLines] = useState<PositionedLine[]>(() => (editor ? linesOfDoc(editor.state.doc) : []));
  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const refresh = () => {
      idle = undefined;
      if (!editor.isDestroyed) setLines(linesOfDoc(editor.state.doc));
    };
    const settle = () => {
      timer = undefined;
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(refresh, { timeout: SETTLE_MS });
      else refresh();
    };
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      // Throttle, not debounce: steady typing still refreshes the counts every SETTLE_MS or so.
      if (transaction.docChanged && timer === undefined && idle === undefined)
        timer = setTimeout(settle, SETTLE_MS);
    };
    refresh();
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
      if (timer !== undefined) clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [editor]);
  return lines;
}
