import type { Editor } from '@tiptap/react';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { refreshHighlights } from './CommentHighlights';
import type { LiveHighlightSource } from './highlightSource';

/**
 * Keeps the editor's comment highlights current: rebuilt when the comments change or another thread
 * is opened (the editor rebuilds them on remote edits itself), never mid-composition.
 */
export function useHighlights(
  editor: Editor | null,
  source: LiveHighlightSource,
  comments: Y.Doc | null,
  activeId: string | null,
) {
  useEffect(() => {
    source.comments = comments;
    source.activeId = activeId;
    if (!editor || !comments) return;
    let cancel = () => {};
    let frame = 0;
    const refresh = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (editor.isDestroyed) return;
        cancel();
        cancel = refreshHighlights(editor.view);
      });
    };
    refresh();
    comments.on('update', refresh);
    return () => {
      comments.off('update', refresh);
      cancelAnimationFrame(frame);
      cancel();
    };
  }, [editor, source, comments, activeId]);
}
