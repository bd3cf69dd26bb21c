import { readComments, resolveAnchor } from '@juzuo/doc-model';
import type { Node as PMNode } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { type HighlightRange, type HighlightSource, refreshHighlights } from './CommentHighlights';
import { offsetToPos } from './positions';

/** What the highlights are computed from; SuperviseEditor owns it, the sidebar fills it in. */
export interface LiveHighlightSource extends HighlightSource {
  script: Y.Doc | null;
  comments: Y.Doc | null;
  activeId: string | null;
}

/** The open threads' ranges in `doc`, resolved from their anchors against `script`. */
export function highlightRanges(doc: PMNode, script: Y.Doc, comments: Y.Doc, activeId: string | null) {
  const ranges: HighlightRange[] = [];
  for (const c of readComments(comments)) {
    if (c.parent_id || !c.anchor || c.resolved) continue;
    const where = resolveAnchor(script, c.anchor);
    if (where.detached) continue;
    const from = offsetToPos(doc, where.start);
    const to = offsetToPos(doc, where.end);
    if (from !== null && to !== null)
      ranges.push({ id: c.comment_id, from, to, active: c.comment_id === activeId });
  }
  return ranges;
}

/** A source whose documents and active thread are set later. */
export function liveHighlightSource(): LiveHighlightSource {
  const source: LiveHighlightSource = {
    script: null,
    comments: null,
    activeId: null,
    ranges: (doc) =>
      source.script && source.comments
        ? highlightRanges(doc, source.script, source.comments, source.activeId)
        : [],
  };
  return source;
}

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
