import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { linesOfDoc, type PositionedLine } from '../extensions/lines';

/** A pause in typing this long (ms) lets the outline and counts catch up. */
const QUIET_MS = 300;
/** During steady typing they still catch up at least this often (ms). */
const MAX_WAIT_MS = 1_500;

/** The editor's lines as the outline and counts show them, and as of the last pause in typing. */
export interface DocLineVersions {
  lines: PositionedLine[];
  /**
   * The lines as of the last pause in typing (the same array as `lines` then): for what is costly
   * to derive and read only now and then (the page and screen-time estimate walks every character).
   */
  settled: PositionedLine[];
}

/**
 * The editor's lines for the outline and counts, refreshed after a document change (local or remote)
 * once typing pauses for QUIET_MS, or every MAX_WAIT_MS while it goes on, in an idle moment. Each
 * refresh is a React commit, and React reads the editor's selection around every commit by walking
 * the editor's text up to the caret (milliseconds in a long script): refreshing every quarter
 * second put such a commit in front of every third keystroke; counts that follow a pause are not
 * noticed. `settled` moves only at a pause.
 */
export function useDocLineVersions(editor: Editor | null): DocLineVersions {
  const [versions, setVersions] = useState<DocLineVersions>(() => {
    const lines = editor ? linesOfDoc(editor.state.doc) : [];
    return { lines, settled: lines };
  });
  useEffect(() => {
    if (!editor) return;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    // When the oldest change not yet shown happened (null: everything is shown or being shown).
    let pendingSince: number | null = null;
    // When the document last changed (a refresh closer to it than QUIET_MS is no pause).
    let lastChange = Number.NEGATIVE_INFINITY;
    const settle = () => {
      quiet = undefined;
      pendingSince = null;
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(refresh, { timeout: QUIET_MS });
      else refresh();
    };
    const refresh = () => {
      idle = undefined;
      if (editor.isDestroyed) return;
      const sinceChange = Date.now() - lastChange;
      const paused = sinceChange >= QUIET_MS;
      const lines = linesOfDoc(editor.state.doc);
      setVersions((prev) => ({ lines, settled: paused ? lines : prev.settled }));
      // Caught up during typing: come back at the pause even if nothing changes any more.
      if (!paused && quiet === undefined) quiet = setTimeout(settle, QUIET_MS - sinceChange);
    };
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (!transaction.docChanged) return;
      const now = Date.now();
      lastChange = now;
      if (idle !== undefined) return;
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
  return versions;
}

/** The editor's lines for the outline and counts (see useDocLineVersions). */
export function useDocLines(editor: Editor | null): PositionedLine[] {
  return useDocLineVersions(editor).lines;
}
