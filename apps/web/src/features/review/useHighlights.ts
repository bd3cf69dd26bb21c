import { readComments, resolveAnchors } from '@juzuo/doc-model';
import type { Node as PMNode } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { type HighlightRange, type HighlightSource, refreshHighlights } from './CommentHighlights';
import { offsetToPos } from './positions';

/**
 * What the highlights are computed from; SuperviseEditor owns it, the sidebar fills it in. After a
 * remote change it resolves again the threads the editor names and those whose range a mapping
 * cannot follow: any whose anchor did not hold on its words when last resolved (found again by its
 * quote, detached, not shown: an edit anywhere may move or restore it) and new ones.
 */
export interface LiveHighlightSource extends HighlightSource {
  script: Y.Doc | null;
  comments: Y.Doc | null;
  activeId: string | null;
}

/**
 * The open threads' ranges in `doc`, resolved from their anchors against `script` (only those
 * `only` accepts, when given), and for each thread resolved whether its anchor held on its words.
 */
export function highlightRanges(
  doc: PMNode,
  script: Y.Doc,
  comments: Y.Doc,
  activeId: string | null,
  only?: (id: string) => boolean,
) {
  const ranges: HighlightRange[] = [];
  const held = new Map<string, boolean>();
  const open = readComments(comments).filter(
    (c) => !c.parent_id && c.anchor && !c.resolved && (!only || only(c.comment_id)),
  );
  const resolved = resolveAnchors(
    script,
    open.map((c) => c.anchor as NonNullable<typeof c.anchor>),
  );
  open.forEach((c, i) => {
    const where = resolved[i];
    held.set(c.comment_id, false);
    if (!where || where.detached) return;
    const from = offsetToPos(doc, where.start);
    const to = offsetToPos(doc, where.end);
    if (from === null || to === null) return;
    ranges.push({ id: c.comment_id, from, to, active: c.comment_id === activeId });
    held.set(c.comment_id, where.held);
  });
  return { ranges, held };
}

/** A source whose documents and active thread are set later. */
export function liveHighlightSource(): LiveHighlightSource {
  /** Per thread shown or tried, whether its anchor held on its words when last resolved. */
  let held = new Map<string, boolean>();
  const source: LiveHighlightSource = {
    script: null,
    comments: null,
    activeId: null,
    ranges: (doc) => {
      if (!source.script || !source.comments) return [];
      const all = highlightRanges(doc, source.script, source.comments, source.activeId);
      held = all.held;
      return all.ranges;
    },
    changed: (doc, touched) => {
      if (!source.script || !source.comments) return { ids: touched, ranges: [] };
      const some = highlightRanges(
        doc,
        source.script,
        source.comments,
        source.activeId,
        (id) => touched.has(id) || held.get(id) !== true,
      );
      for (const [id, h] of some.held) held.set(id, h);
      return { ids: new Set([...touched, ...some.held.keys()]), ranges: some.ranges };
    },
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
