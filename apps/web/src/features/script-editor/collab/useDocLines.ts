import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { linesOfDoc, type PositionedLine } from '../extensions/lines';

/** A pause in typing this long (ms) lets the outline and counts catch up. */
const QUIET_MS = 300;
/** During steady typing they still catch up at least this often (ms). */
const MAX_WAIT_MS = 1_500;

/**
 * The editor's lines for the outline and counts, refreshed after a document change (local or remote)
 * once typing pauses for QUIET_MS, or every MAX_WAIT_MS while it goes on, in an idle moment. Each
 * refresh is a React commit, and React reads the editor's selection around every commit by walking
 * the editor's text up to the caret (milliseconds in a long script): refreshing every quarter
 * second put such a commit in front of every third keystroke; counts that follow a pause are not
 * noticed.
 */
export function useDocLines(editor: Editor | null): PositionedLine[] {
  const [lines, setLines] = useState<PositionedLine[]>(() => (editor ? linesOfDoc(editor.state.doc) : []));
  useEffect(() => {
    if (!editor) return;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    // When the oldest change not yet shown happened (null: everything is shown or being shown).
    let pendingSince: number | null = null;
    const refresh = () => {
      idle = undefined;
      if (!editor.isDestroyed) setLines(linesOfDoc(editor.state.doc));
    };
    const settle = () => {
      quiet = undefined;
      pendingSince = null;
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(refresh, { timeout: QUIET_MS });
      else refresh();
    };
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (!transaction.docChanged || idle !== undefined) return;
      const now = Date.now();
      pendingSince ??= now;
      if (quiet !== undefined) clearTimeout(quiet);
      quiet = setTimeout(settle, Math.max(0, Math.min(QUIET_MS, pendingSince + MAX_WAIT_MS - now)));
    };
    refresh();
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
      if (quiet !== undefined) clearTimeout(quiet);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [editor]);
  return lines;
}
