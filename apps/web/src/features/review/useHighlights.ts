import { readComments, resolveAnchor } from '@juzuo/doc-model';
import type { Editor } from '@tiptap/react';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { type HighlightRange, showHighlights } from './CommentHighlights';
import { offsetToPos } from './positions';

/** The open threads' ranges in the editor now, resolved from their anchors against `script`. */
export function highlightRanges(editor: Editor, script: Y.Doc, comments: Y.Doc, activeId: string | null) {
  const ranges: HighlightRange[] = [];
  for (const c of readComments(comments)) {
    if (c.parent_id || !c.anchor || c.resolved) continue;
    const where = resolveAnchor(script, c.anchor);
    if (where.detached) continue;
    const from = offsetToPos(editor.state.doc, where.start);
    const to = offsetToPos(editor.state.doc, where.end);
    if (from !== null && to !== null)
      ranges.push({ id: c.comment_id, from, to, active: c.comment_id === activeId });
  }
  return ranges;
}

/**
 * Keeps the editor's comment highlights current: recomputed when the comments change (or the active
 * thread), mapped by the editor in between (typing, remote edits), never replaced mid-composition.
 */
export function useHighlights(
  editor: Editor | null,
  script: Y.Doc,
  comments: Y.Doc | null,
  activeId: string | null,
) {
  useEffect(() => {
    if (!editor || !comments) return;
    let cancel = () => {};
    let frame = 0;
    const refresh = () => {
      cancelAnimationFrame(frame);
      // After the frame: the editor has applied the script's latest remote update by then.
      frame = requestAnimationFrame(() => {
        if (editor.isDestroyed) return;
        cancel();
        cancel = showHighlights(editor.view, highlightRanges(editor, script, comments, activeId));
      });
    };
    refresh();
    comments.on('update', refresh);
    return () => {
      comments.off('update', refresh);
      cancelAnimationFrame(frame);
      cancel();
    };
  }, [editor, script, comments, activeId]);
}
