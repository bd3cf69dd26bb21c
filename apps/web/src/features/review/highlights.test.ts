import { Schema } from '@tiptap/pm/model';
import { EditorState, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import { CommentHighlights, commentHighlightsKey, type HighlightRange } from './CommentHighlights';
import { offsetToPos, posToOffset } from './positions';

const schema = new Schema({
  nodes: { doc: { content: 'paragraph+' }, paragraph: { content: 'text*' }, text: {} },
});
const doc = (...lines: string[]) =>
  schema.node(
    'doc',
    null,
    lines.map((l) => schema.node('paragraph', null, l ? [schema.text(l)] : [])),
  );

// The plugin as the extension makes it (Tiptap wraps it; its ProseMirror plugin is the same).
let shown: HighlightRange[] = [];
const plugin = () => {
  const make = CommentHighlights.config.addProseMirrorPlugins as unknown as () => EditorState['plugins'];
  return make.call({ options: { source: { ranges: () => shown } } } as never);
};

describe('comment highlights', () => {
  it('text offsets (lines joined by \\n) and editor positions convert both ways', () => {
    const d = doc('第一场', '', '张小敬：谁敢动我的人');
    const text = '第一场\n\n张小敬：谁敢动我的人';
    const at = text.indexOf('谁敢');
    const pos = offsetToPos(d, at);
    expect(pos).not.toBeNull();
    expect(d.textBetween(pos ?? 0, (pos ?? 0) + 2)).toBe('谁敢');
    expect(posToOffset(d, pos ?? 0)).toBe(at);
    expect(offsetToPos(d, text.length + 5)).toBeNull();
  });

  it('are mapped through typing and rebuilt on refresh', () => {
    let state = EditorState.create({ doc: doc('张小敬：谁敢动我的人'), plugins: plugin() });
    const from = offsetToPos(state.doc, 4) ?? 0;
    shown = [{ id: 'c1', from, to: from + 2, active: false }];
    state = state.apply(state.tr.setMeta(commentHighlightsKey, 'refresh'));
    // Typing before the words moves the highlight with them.
    state = state.apply(state.tr.insertText('怒', 1));
    const found = commentHighlightsKey
      .getState(state)
      ?.find()
      .filter((d) => d.from !== d.to && d.spec !== undefined);
    const inline = found?.find((d) => d.to - d.from === 2);
    expect(state.doc.textBetween(inline?.from ?? 0, inline?.to ?? 0)).toBe('谁敢');
    shown = [];
    state = state.apply(state.tr.setMeta(commentHighlightsKey, 'refresh'));
    expect(commentHighlightsKey.getState(state)?.find()).toEqual([]);
  });

  it('a remote replacement during an IME composition is rebuilt once it ends, with or without compositionend', async () => {
    const plugins = plugin();
    // A view as far as the plugin uses it: its state, dispatch, composing flag and DOM events.
    const view = {
      state: EditorState.create({ doc: doc('张小敬：谁敢动我的人'), plugins }),
      composing: false,
      isDestroyed: false,
      dom: new EventTarget(),
      dispatch(tr: Transaction) {
        view.state = view.state.apply(tr);
        pluginView.update?.(view as unknown as EditorView, view.state);
      },
    };
    const pluginView = plugins[0]?.spec.view?.(view as unknown as EditorView) ?? {};
    const inline = () =>
      (commentHighlightsKey.getState(view.state)?.find() ?? [])
        .filter((d) => d.to - d.from === 2)
        .map((d) => view.state.doc.textBetween(d.from, d.to));
    const from = offsetToPos(view.state.doc, 4) ?? 0;
    shown = [{ id: 'c1', from, to: from + 2, active: false }];
    view.dispatch(view.state.tr.setMeta(commentHighlightsKey, 'refresh'));
    expect(inline()).toEqual(['谁敢']);

    // y-prosemirror replaces the whole document on a remote change: nothing maps through it, and
    // no rebuild happens under the open composition.
    view.composing = true;
    const remote = (s: EditorState) =>
      s.tr
        .replaceWith(0, s.doc.content.size, doc('【怒】张小敬：谁敢动我的人').content)
        .setMeta(ySyncPluginKey, { isChangeOrigin: true });
    const at = offsetToPos(doc('【怒】张小敬：谁敢动我的人'), 7) ?? 0;
    shown = [{ id: 'c1', from: at, to: at + 2, active: false }];
    view.dispatch(remote(view.state));
    expect(inline()).toEqual([]);
    view.dispatch(view.state.tr.insertText('吼', 1));
    expect(inline()).toEqual([]);
    shown = [{ id: 'c1', from: at + 1, to: at + 3, active: false }];

    // The composition ends without a compositionend event: the next update rebuilds.
    view.composing = false;
    view.dispatch(view.state.tr.setSelection(view.state.selection));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(inline()).toEqual(['谁敢']);
  });
});
