import { anchorRange, docToText, putComment } from '@juzuo/doc-model';
import { type Node as PMNode, Schema } from '@tiptap/pm/model';
import { EditorState, type Plugin, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { ySyncPlugin, ySyncPluginKey } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  buildHighlights,
  CommentHighlights,
  commentHighlightsKey,
  type HighlightRange,
} from './CommentHighlights';
import { highlightRanges, liveHighlightSource } from './highlightSource';
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

// Remote changes through y-tiptap (patched: untouched lines keep their nodes): the highlights are
// mapped through the replaced lines and only the threads that need it are resolved again.
describe('comment highlights under remote changes', () => {
  const ySchema = new Schema({
    nodes: {
      doc: { content: 'paragraph+' },
      paragraph: { content: 'text*', attrs: { block: { default: null } } },
      text: {},
    },
  });

  interface View {
    state: EditorState;
    composing: boolean;
    isDestroyed: boolean;
    dom: EventTarget;
    hasFocus(): boolean;
    dispatch(tr: Transaction): void;
  }

  function bind(ydoc: Y.Doc, extra: EditorState['plugins'] = []): View {
    const sync = ySyncPlugin(ydoc.getXmlFragment('default')) as Plugin;
    const plugins = [sync, ...extra];
    const views: { update?: (v: EditorView, prev: EditorState) => void }[] = [];
    const view: View = {
      state: EditorState.create({ schema: ySchema, plugins }),
      composing: false,
      isDestroyed: false,
      dom: new EventTarget(),
      hasFocus: () => false,
      dispatch(tr) {
        const previous = view.state;
        view.state = view.state.apply(tr);
        for (const v of views) v.update?.(view as unknown as EditorView, previous);
      },
    };
    for (const p of plugins) {
      const v = p.spec.view?.(view as unknown as EditorView);
      if (v) views.push(v);
    }
    return view;
  }

  /** Position just after the `offset`-th character of line `line`. */
  const posIn = (d: PMNode, line: number, offset: number) => {
    let pos = 0;
    for (let i = 0; i < line; i += 1) pos += d.child(i).nodeSize;
    return pos + 1 + offset;
  };

  const shownOf = (state: EditorState) =>
    (commentHighlightsKey.getState(state)?.find() ?? [])
      .map(
        (d) =>
          `${d.from}-${d.to} ${JSON.stringify((d as unknown as { type: { attrs: unknown } }).type.attrs)}`,
      )
      .sort();

  function setup() {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
    b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote'));
    const fragment = a.getXmlFragment('default');
    a.transact(() => {
      fragment.insert(
        0,
        Array.from({ length: 40 }, (_, i) => {
          const p = new Y.XmlElement('paragraph');
          p.insert(0, [new Y.XmlText(`第${i}行：${'长安十二时辰'.slice(0, 2 + (i % 5))}台词${i}`)]);
          return p;
        }),
      );
    });
    const comments = new Y.Doc();
    const text = docToText(a);
    const lineStart = (i: number) => text.split('\n').slice(0, i).join('\n').length + (i ? 1 : 0);
    // Ten threads on lines 3, 7, ..., 39: within a line and across two lines; one resolved.
    for (let k = 0; k < 10; k += 1) {
      const line = 3 + 4 * k;
      const start = lineStart(line) + 1;
      const end = k % 3 === 2 && line + 1 < 40 ? lineStart(line + 1) + 3 : start + 4;
      putComment(comments, {
        comment_id: `c${k}`,
        parent_id: '',
        author_id: 'u1',
        author_name: '审读',
        content: '意见',
        anchor: anchorRange(a, start, end),
        resolved: k === 9,
        tag_id: '',
        suggestion: null,
        mentions: [],
        create_time: k,
        update_time: k,
      });
    }
    const source = liveHighlightSource();
    source.script = b;
    source.comments = comments;
    source.activeId = 'c1';
    const changed = source.changed?.bind(source);
    const recomputed: number[] = [];
    /** The threads each remote change resolved again. */
    const resolvedIds: string[][] = [];
    source.changed = (doc, touched) => {
      const out = changed?.(doc, touched) ?? { ids: new Set<string>(), ranges: [] };
      recomputed.push(out.ids.size);
      resolvedIds.push([...out.ids].sort());
      return out;
    };
    const make = CommentHighlights.config.addProseMirrorPlugins as unknown as () => EditorState['plugins'];
    const writer = bind(a);
    const reader = bind(b, make.call({ options: { source } } as never));
    reader.dispatch(reader.state.tr.setMeta(commentHighlightsKey, 'refresh'));
    /** What a rebuild from every anchor shows now. */
    const rebuilt = () => {
      const state = EditorState.create({ doc: reader.state.doc });
      const { ranges } = highlightRanges(reader.state.doc, b, comments, 'c1');
      return (buildHighlights(state.doc, ranges).find() ?? [])
        .map(
          (d) =>
            `${d.from}-${d.to} ${JSON.stringify((d as unknown as { type: { attrs: unknown } }).type.attrs)}`,
        )
        .sort();
    };
    /** The writer makes one edit; the reader shows what a rebuild shows; the threads it resolved again. */
    const edit = (change: (d: PMNode, tr: Transaction) => void) => {
      const tr = writer.state.tr;
      change(writer.state.doc, tr);
      writer.dispatch(tr);
      expect(shownOf(reader.state)).toEqual(rebuilt());
      return resolvedIds.at(-1);
    };
    return { writer, reader, recomputed, resolvedIds, rebuilt, edit };
  }

  it('a remote keystroke away from every thread resolves none again; one inside a thread resolves that one', () => {
    const { writer, reader, recomputed, rebuilt } = setup();
    expect(shownOf(reader.state).filter((s) => s.includes('review-highlight'))).toHaveLength(9);
    writer.dispatch(writer.state.tr.insertText('改', posIn(writer.state.doc, 1, 2)));
    expect(recomputed.at(-1)).toBe(0);
    expect(shownOf(reader.state)).toEqual(rebuilt());
    // Inside c1's words (line 7): that thread alone.
    writer.dispatch(writer.state.tr.insertText('怒', posIn(writer.state.doc, 7, 3)));
    expect(recomputed.at(-1)).toBe(1);
    expect(shownOf(reader.state)).toEqual(rebuilt());
    writer.dispatch(writer.state.tr.split(posIn(writer.state.doc, 0, 2)));
    writer.dispatch(
      writer.state.tr.insert(
        posIn(writer.state.doc, 1, 0) - 1,
        ySchema.node('paragraph', null, ySchema.text('新')),
      ),
    );
    // A remote Enter and a pasted line above every thread: c1 alone, whose words no longer read as
    // its quote (it may be found again anywhere, so it is resolved again on every change).
    expect(recomputed.slice(-2)).toEqual([1, 1]);
    expect(shownOf(reader.state)).toEqual(rebuilt());
  });

  // c3 quotes 15行： (line 15), words found nowhere else in the script.
  it('a thread whose words are gone is not searched for on unrelated edits, and found when they return', () => {
    const { reader, edit: step } = setup();
    const shows = (id: string) =>
      (commentHighlightsKey.getState(reader.state)?.find() ?? []).some(
        (d) => (d.spec as { id: string }).id === id && d.from < d.to,
      );
    expect(shows('c3')).toBe(true);
    expect(step((d, tr) => tr.delete(posIn(d, 15, 1), posIn(d, 15, 5)))).toEqual(['c3']);
    expect(shows('c3')).toBe(false);
    // Typing, an Enter, a pasted line and its deletion elsewhere: c3 is not resolved again.
    expect(step((d, tr) => tr.insertText('改', posIn(d, 1, 2)))).toEqual([]);
    expect(step((d, tr) => tr.split(posIn(d, 0, 2)))).toEqual([]);
    expect(
      step((d, tr) =>
        tr.insert(posIn(d, 30, 0) - 1, ySchema.node('paragraph', null, ySchema.text('贴：长安'))),
      ),
    ).toEqual([]);
    expect(step((d, tr) => tr.delete(posIn(d, 30, 0) - 1, posIn(d, 31, 0) - 1))).toEqual([]);
    // Typing where its ends are (the words' old place, now line 16): resolved again, still not shown.
    expect(step((d, tr) => tr.insertText('又', posIn(d, 16, 1)))).toEqual(['c3']);
    expect(step((d, tr) => tr.insertText('改', posIn(d, 1, 2)))).toEqual([]);
    // Its words come back across a line break (flattened text reads 15 then 行：): found there.
    expect(step((d, tr) => tr.insertText('15', posIn(d, 1, d.child(1).content.size)))).toEqual([]);
    expect(shows('c3')).toBe(false);
    expect(step((d, tr) => tr.insertText('行：', posIn(d, 2, 0)))).toEqual(['c3']);
    expect(shows('c3')).toBe(true);
    // Gone again, then typed by the reader itself (a local edit): found with the next remote change.
    expect(step((d, tr) => tr.delete(posIn(d, 1, d.child(1).content.size - 2), posIn(d, 2, 2)))).toEqual([
      'c3',
    ]);
    expect(step((d, tr) => tr.insertText('改', posIn(d, 1, 2)))).toEqual([]);
    reader.dispatch(reader.state.tr.insertText('15行：', posIn(reader.state.doc, 26, 0)));
    expect(step((d, tr) => tr.insertText('改', posIn(d, 1, 2)))).toEqual(['c3']);
    expect(shows('c3')).toBe(true);
  });

  // c4 quotes 19行： (line 19); with its first character replaced it is kept where its ends went.
  it('a shown thread whose words are gone is resolved again after a local edit touches it', () => {
    const { reader, edit: remote } = setup();
    expect(remote((d, tr) => tr.insertText('2', posIn(d, 19, 1), posIn(d, 19, 2)))).toEqual(['c4']);
    const c4 = () =>
      (commentHighlightsKey.getState(reader.state)?.find() ?? [])
        .filter((d) => (d.spec as { id: string }).id === 'c4' && d.to - d.from < 10)
        .map((d) => reader.state.doc.textBetween(d.from, d.to));
    expect(c4()).toEqual(['29行：']);
    expect(remote((d, tr) => tr.insertText('改', posIn(d, 1, 2)))).toEqual([]);
    // The reader types inside it, then an edit elsewhere arrives: c4 is resolved with it.
    reader.dispatch(reader.state.tr.insertText('乙', posIn(reader.state.doc, 19, 3)));
    expect(remote((d, tr) => tr.insertText('改', posIn(d, 1, 2)))).toEqual(['c4']);
    expect(remote((d, tr) => tr.insertText('改', posIn(d, 1, 2)))).toEqual([]);
  });

  it('equal a rebuild from the anchors after random remote edits of text and lines', () => {
    const { writer, reader, recomputed, rebuilt } = setup();
    let seed = 5;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let step = 0; step < 250; step += 1) {
      const d = writer.state.doc;
      const line = Math.floor(rnd() * d.childCount);
      const size = d.child(line).content.size;
      const at = posIn(d, line, Math.floor(rnd() * (size + 1)));
      const kind = rnd();
      const tr = writer.state.tr;
      // Some typing writes words like those of the threads (bringing back a thread's lost words).
      const words = () =>
        rnd() < 0.7 ? (rnd() < 0.5 ? '长' : '安') : `${3 + 4 * Math.floor(rnd() * 10)}行：`;
      if (kind < 0.35) tr.insertText(words(), at);
      else if (kind < 0.5 && size > 0) tr.delete(posIn(d, line, 0), posIn(d, line, Math.min(size, 2)));
      else if (kind < 0.6) tr.split(at);
      else if (kind < 0.7)
        tr.insert(posIn(d, line, 0) - 1, [
          // Half of the pastes bring back words like those of the threads (a thread's lost words).
          ySchema.node(
            'paragraph',
            null,
            ySchema.text(rnd() < 0.5 ? `贴${step}：长安十二` : `第${3 + 4 * Math.floor(rnd() * 10)}行：长`),
          ),
          ySchema.node('paragraph', null, ySchema.text('时辰台词')),
        ]);
      else if (kind < 0.8 && d.childCount > 20)
        tr.delete(posIn(d, line, 0) - 1, posIn(d, line, 0) - 1 + d.child(line).nodeSize);
      else if (kind < 0.9 && line + 1 < d.childCount) tr.delete(at, posIn(d, line + 1, 1));
      else if (d.childCount > 20) {
        const node = d.child(line);
        tr.delete(posIn(d, line, 0) - 1, posIn(d, line, 0) - 1 + node.nodeSize);
        tr.insert(posIn(tr.doc, Math.floor(rnd() * tr.doc.childCount), 0) - 1, node);
      }
      writer.dispatch(tr);
      expect(reader.state.doc.eq(writer.state.doc)).toBe(true);
      expect(shownOf(reader.state), `step ${step}`).toEqual(rebuilt());
    }
    // Fewer threads resolved again than a rebuild per change would (nine per change), although the
    // random edits leave most threads' words changed (resolved on every change from then on).
    const total = recomputed.reduce((x, y) => x + y, 0);
    expect(total).toBeLessThan(recomputed.length * 9);
  });
});
