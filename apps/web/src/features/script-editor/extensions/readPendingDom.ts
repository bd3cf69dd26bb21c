import type { EditorView } from '@tiptap/pm/view';

/**
 * Lets ProseMirror read what changed in the DOM since it last looked, the selection above all. Call
 * it before dispatching a transaction that does not come from the user's input (a redraw of
 * decorations): ProseMirror writes the state's selection back to the DOM after a redraw, so a caret
 * the user just placed (a click, Control+End) whose selectionchange it had not read yet went back to
 * where it was, and the writer typed somewhere else. Seen with the speaker window's move after a
 * click (session 14) and with others' carets redrawn between a Control+End and the next key (the
 * collaboration story, session 15). `domObserver` is internal to prosemirror-view (1.x), hence the
 * guard.
 */
export function readPendingDom(view: EditorView): void {
  const observer = (view as unknown as { domObserver?: { forceFlush?: () => void; flush?: () => void } })
    .domObserver;
  // forceFlush reads now what a scheduled flush would have read later; flush reads the rest.
  observer?.forceFlush?.();
  observer?.flush?.();
}
