import { Schema } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';
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
});
