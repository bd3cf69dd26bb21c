import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** Options of the empty document's hint. */
export interface EmptyPlaceholderOptions {
  /** The hint's text (shown by script-editor.css from `data-placeholder`). */
  placeholder: string;
}

/**
 * Whether the hint shows: every line is empty and the caret (`anchor`) is in the first one. Only
 * the first line is looked at unless it is empty and holds the caret, so a long script costs one
 * check per call; an empty document stops at its first line with text.
 */
export function showsPlaceholder(doc: PmNode, anchor: number): boolean {
  const first = doc.firstChild;
  if (!first?.isTextblock || first.content.size > 0 || anchor >= first.nodeSize) return false;
  for (let i = 1; i < doc.childCount; i += 1) {
    const line = doc.child(i);
    if (!line.isTextblock || line.content.size > 0) return false;
  }
  return true;
}

const key = new PluginKey('juzuoPlaceholder');

/**
 * The hint of an empty document: the first line gets `is-empty is-editor-empty` and
 * `data-placeholder` while every line is empty and the caret is in it, which is what Tiptap's
 * Placeholder (showOnlyCurrent) gives the line script-editor.css draws the hint on. Tiptap's also
 * marks any empty line holding the caret (no style uses that), and asks `editor.isEmpty`, a call per
 * line of the document, each time the view reads decorations: on every keystroke of a long script.
 */
export const EmptyPlaceholder = Extension.create<EmptyPlaceholderOptions>({
  name: 'emptyPlaceholder',
  addOptions() {
    return { placeholder: '' };
  },
  addProseMirrorPlugins() {
    const { editor } = this;
    const { placeholder } = this.options;
    return [
      new Plugin({
        key,
        props: {
          decorations: ({ doc, selection }) => {
            if (!editor.isEditable || !showsPlaceholder(doc, selection.anchor)) return null;
            const first = doc.firstChild as PmNode;
            return DecorationSet.create(doc, [
              Decoration.node(0, first.nodeSize, {
                class: 'is-empty is-editor-empty',
                'data-placeholder': placeholder,
              }),
            ]);
          },
        },
      }),
    ];
  },
});
