import { Fragment, type Node as PmNode, Schema, Slice } from '@tiptap/pm/model';
import { type EditorState, type Plugin, TextSelection, type Transaction } from '@tiptap/pm/state';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPlugin,
  ySyncPluginKey,
} from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { domlessSyncView } from './domlessSyncView.test-support';

// How y-tiptap (patched: patches/@tiptap__y-tiptap@3.0.9.patch, docs/decisions.md) applies a remote
// change: every line the change did not touch keeps its node (a long script is not rebuilt per
// remote keystroke, Enter, paste or deleted line): changed lines are rebuilt, added ones (a remote
// Enter, a paste, a block moved by drag and drop) built, and upstream's clearing of the whole
// mapping is gone. The mapping must describe the editor's document exactly, so carets and
// selections (Yjs relative positions) resolve where they were. Two bindings on two synced Y.Docs, without a DOM: the view is
// the part of EditorView the binding uses.

const schema = new Schema({
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: { content: 'text*', attrs: { block: { default: null } } },
    text: {},
  },
});

interface FakeView {
  state: EditorState;
  dispatch(tr: Transaction): void;
  hasFocus(): boolean;
  binding: Binding;
  fragment: Y.XmlFragment;
}

interface Binding {
  mapping: Map<unknown, PmNode | PmNode[]>;
}

function bind(ydoc: Y.Doc): FakeView {
  const fragment = ydoc.getXmlFragment('default');
  const view = domlessSyncView(schema, ySyncPlugin(fragment) as Plugin, false) as FakeView;
  view.binding = ySyncPluginKey.getState(view.state).binding as Binding;
  view.fragment = fragment;
  return view;
}

/** Two Y.Docs that exchange every update at once, as two tabs through the relay. */
function syncedDocs(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(b, u, 'remote');
  });
  b.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(a, u, 'remote');
  });
  return [a, b];
}

/** Position just after the `offset`-th character of line `line`. */
function posIn(doc: PmNode, line: number, offset: number): number {
  let pos = 0;
  for (let i = 0; i < line; i += 1) pos += doc.child(i).nodeSize;
  return pos + 1 + offset;
}

/** Line index and offset of a position inside a line. */
/** A drag and drop of one line: deleted, then inserted before the line at `where` (0..1) of the rest. */
function moveLine(state: EditorState, line: number, where: number): Transaction {
  const node = state.doc.child(line);
  const from = posIn(state.doc, line, 0) - 1;
  const tr = state.tr.delete(from, from + node.nodeSize);
  const to = Math.floor(where * tr.doc.childCount);
  return tr.insert(posIn(tr.doc, to, 0) - 1, node);
}

function lineAt(doc: PmNode, pos: number): [number, number] {
  const $pos = doc.resolve(pos);
  return [$pos.index(0), $pos.parentOffset];
}

/** The mapping holds, for each line's Yjs element, exactly the editor's node of that line. */
function expectMappingMatches(view: FakeView): void {
  const { doc } = view.state;
  expect(view.fragment.length).toBe(doc.childCount);
  view.fragment.toArray().forEach((el, i) => {
    expect(view.binding.mapping.get(el), `line ${i}`).toBe(doc.child(i));
  });
}

/** Every position of the document survives the trip to a Yjs relative position and back. */
function expectPositionsRoundTrip(view: FakeView): void {
  const { doc } = view.state;
  const ydoc = view.fragment.doc as Y.Doc;
  for (let pos = 1; pos < doc.content.size; pos += 1) {
    if (!doc.resolve(pos).parent.isTextblock) continue;
    const rel = absolutePositionToRelativePosition(pos, view.fragment, view.binding.mapping as never);
    expect(relativePositionToAbsolutePosition(ydoc, view.fragment, rel, view.binding.mapping as never)).toBe(
      pos,
    );
  }
}

function lineText(i: number): string {
  return `第${i}行：${'台词'.repeat(1 + (i % 3))}`;
}

function setup(lines = 40, caretLine = 30) {
  const [docA, docB] = syncedDocs();
  const fragment = docA.getXmlFragment('default');
  docA.transact(() => {
    fragment.insert(
      0,
      Array.from({ length: lines }, (_, i) => {
        const p = new Y.XmlElement('paragraph');
        if (i % 2) p.setAttribute('block', 'dialogue');
        p.insert(0, [new Y.XmlText(lineText(i))]);
        return p;
      }),
    );
  });
  const a = bind(docA);
  const b = bind(docB);
  // B's caret three characters into line 30.
  b.dispatch(b.state.tr.setSelection(TextSelection.create(b.state.doc, posIn(b.state.doc, caretLine, 3))));
  return { a, b };
}

describe('remote edits through y-tiptap', () => {
  it('keep the untouched lines and the caret when text arrives', () => {
    const { a, b } = setup();
    const before = b.state.doc;
    a.dispatch(a.state.tr.insertText('改', posIn(a.state.doc, 10, 2)));
    expect(b.state.doc.child(10).textContent).toBe(a.state.doc.child(10).textContent);
    // Every other line is the same node as before: nothing rebuilt, nothing re-derived downstream.
    for (let i = 0; i < before.childCount; i += 1)
      if (i !== 10) expect(b.state.doc.child(i)).toBe(before.child(i));
    expect(lineAt(b.state.doc, b.state.selection.head)).toEqual([30, 3]);
    expectMappingMatches(b);
    expectPositionsRoundTrip(b);
  });

  it('keep the caret on its text when its line changes type or another writer types around it', () => {
    const { a, b } = setup();
    a.dispatch(a.state.tr.setNodeMarkup(posIn(a.state.doc, 30, 0) - 1, undefined, { block: 'action' }));
    expect(lineAt(b.state.doc, b.state.selection.head)).toEqual([30, 3]);
    a.dispatch(a.state.tr.insertText('前', posIn(a.state.doc, 29, 1)));
    a.dispatch(a.state.tr.insertText('后', posIn(a.state.doc, 30, 5)));
    expect(lineAt(b.state.doc, b.state.selection.head)).toEqual([30, 3]);
    // Text typed before the caret in its own line moves it on (upstream's recovery for structural
    // changes kept it at its offset; patched, it runs for structural changes only).
    a.dispatch(a.state.tr.insertText('再', posIn(a.state.doc, 30, 1)));
    expect(lineAt(b.state.doc, b.state.selection.head)).toEqual([30, 4]);
    expect(b.state.doc.child(30).attrs.block).toBe('action');
    expectMappingMatches(b);
    expectPositionsRoundTrip(b);
  });

  it('keep a caret at the start of an empty line there while another writer types', () => {
    const { a, b } = setup();
    b.dispatch(b.state.tr.split(posIn(b.state.doc, 30, lineText(30).length)));
    b.dispatch(b.state.tr.setSelection(TextSelection.create(b.state.doc, posIn(b.state.doc, 31, 0))));
    expect(lineAt(b.state.doc, b.state.selection.head)).toEqual([31, 0]);
    for (const ch of '有人在写') a.dispatch(a.state.tr.insertText(ch, posIn(a.state.doc, 20, 2)));
    expect(lineAt(b.state.doc, b.state.selection.head)).toEqual([31, 0]);
    expect(b.state.doc.child(31).content.size).toBe(0);
    expectMappingMatches(b);
  });

  it('keep carets and the mapping right through drag-and-drop block moves and new lines', () => {
    const { a, b } = setup();
    const caretLine = b.state.doc.child(30).textContent;
    // Drag line 5 below line 35 (ProseMirror's drop: the block deleted and inserted elsewhere).
    const moved = a.state.doc.child(5);
    const from = posIn(a.state.doc, 5, 0) - 1;
    let tr = a.state.tr.delete(from, from + moved.nodeSize);
    tr = tr.insert(posIn(tr.doc, 35, 0) - 1, moved);
    a.dispatch(tr);
    // And line 36 (now 35) back to the top, then a line split before the caret.
    const up = a.state.doc.child(35);
    const upFrom = posIn(a.state.doc, 35, 0) - 1;
    a.dispatch(a.state.tr.delete(upFrom, upFrom + up.nodeSize).insert(0, up));
    a.dispatch(a.state.tr.split(posIn(a.state.doc, 12, 2)));
    expect(b.state.doc.eq(a.state.doc)).toBe(true);
    const [line, offset] = lineAt(b.state.doc, b.state.selection.head);
    expect(b.state.doc.child(line).textContent).toBe(caretLine);
    expect(offset).toBe(3);
    expectMappingMatches(b);
    expectPositionsRoundTrip(b);
    // Typing after all that lands where both editors show the caret.
    b.dispatch(b.state.tr.insertText('新'));
    expect(a.state.doc.child(line).textContent).toBe(`${caretLine.slice(0, 3)}新${caretLine.slice(3)}`);
    expectMappingMatches(a);
    expectPositionsRoundTrip(a);
  });

  it('stay exact over many random edits of both kinds from both writers', () => {
    const { a, b } = setup(30, 20);
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let step = 0; step < 300; step += 1) {
      // Either writer edits: a local move or split on one side is followed by remote text edits
      // from the other, the case where the mapping is kept.
      const w = rnd() < 0.5 ? a : b;
      const doc = w.state.doc;
      const line = Math.floor(rnd() * doc.childCount);
      const kind = rnd();
      if (kind < 0.6) {
        const at = posIn(doc, line, Math.floor(rnd() * (doc.child(line).content.size + 1)));
        w.dispatch(w.state.tr.insertText('字', at));
      } else if (kind < 0.7 && doc.child(line).content.size > 1) {
        const at = posIn(doc, line, 0);
        w.dispatch(w.state.tr.delete(at, at + 1));
      } else if (kind < 0.8) {
        const block = rnd() < 0.5 ? 'scene' : null;
        w.dispatch(w.state.tr.setNodeMarkup(posIn(doc, line, 0) - 1, undefined, { block }));
      } else if (kind < 0.9 && doc.childCount > 5) {
        // Drag and drop of a block.
        w.dispatch(moveLine(w.state, line, rnd()));
      } else {
        w.dispatch(
          w.state.tr.split(posIn(doc, line, Math.floor(rnd() * (doc.child(line).content.size + 1)))),
        );
      }
      expect(b.state.doc.eq(a.state.doc), `step ${step}`).toBe(true);
      expectMappingMatches(a);
      expectMappingMatches(b);
      if (step % 50 === 0) {
        expectPositionsRoundTrip(a);
        expectPositionsRoundTrip(b);
      }
    }
  });

  it('keep every untouched line when lines arrive, leave or move', () => {
    const { a, b } = setup();
    const caret = () => lineAt(b.state.doc, b.state.selection.head);
    /** Applies a change on A; B's lines outside the changed range must be the same nodes. */
    const expectKept = (change: () => void, changedFrom: number, changedTo: number, delta: number) => {
      const before = b.state.doc;
      change();
      expect(b.state.doc.eq(a.state.doc)).toBe(true);
      expect(b.state.doc.childCount).toBe(before.childCount + delta);
      for (let i = 0; i < changedFrom; i += 1)
        expect(b.state.doc.child(i), `line ${i}`).toBe(before.child(i));
      for (let i = changedTo; i < before.childCount; i += 1)
        expect(b.state.doc.child(i + delta), `line ${i}`).toBe(before.child(i));
      expectMappingMatches(b);
      expectPositionsRoundTrip(b);
    };
    // A remote Enter in line 10: lines 10 and 11 are new, every other line kept, the caret follows.
    expectKept(() => a.dispatch(a.state.tr.split(posIn(a.state.doc, 10, 2))), 10, 11, 1);
    expect(caret()).toEqual([31, 3]);
    // A paste of three lines after line 20 (between two lines: no line changes, three are added).
    const pasted = ['甲：一', '乙：二', '丙：三'].map((t) => schema.node('paragraph', null, schema.text(t)));
    expectKept(() => a.dispatch(a.state.tr.insert(posIn(a.state.doc, 21, 0) - 1, pasted)), 21, 21, 3);
    expect(caret()).toEqual([34, 3]);
    // A paste of two lines into the middle of line 5: it splits.
    expectKept(
      () =>
        a.dispatch(
          a.state.tr.replace(
            posIn(a.state.doc, 5, 1),
            posIn(a.state.doc, 5, 1),
            new Slice(Fragment.from(pasted.slice(0, 2)), 1, 1),
          ),
        ),
      5,
      6,
      1,
    );
    expect(caret()).toEqual([35, 3]);
    // Line 2 deleted, then a selection from line 3 into line 6 deleted (lines joined).
    const line2 = posIn(a.state.doc, 2, 0) - 1;
    expectKept(() => a.dispatch(a.state.tr.delete(line2, line2 + a.state.doc.child(2).nodeSize)), 2, 3, -1);
    expectKept(
      () => a.dispatch(a.state.tr.delete(posIn(a.state.doc, 3, 2), posIn(a.state.doc, 6, 1))),
      3,
      7,
      -3,
    );
    expect(caret()).toEqual([31, 3]);
    // Line 0 dragged below line 25 (deleted and inserted: a new Yjs type).
    const moved = a.state.doc.child(0);
    expectKept(
      () => {
        const tr = a.state.tr.delete(0, moved.nodeSize);
        a.dispatch(tr.insert(posIn(tr.doc, 25, 0) - 1, moved));
      },
      0,
      26,
      0,
    );
    expect(caret()).toEqual([31, 3]);
    expect(b.state.doc.child(25).textContent).toBe(moved.textContent);
  });

  it('keep a caret at a line start while lines arrive and leave around it, and follow its line when dragged', () => {
    const { a, b } = setup();
    // B's caret at the start of an empty line 31 (after Enter) and, later, of line 30.
    b.dispatch(b.state.tr.split(posIn(b.state.doc, 30, lineText(30).length)));
    b.dispatch(b.state.tr.setSelection(TextSelection.create(b.state.doc, posIn(b.state.doc, 31, 0))));
    const edits = [
      () => a.dispatch(a.state.tr.split(posIn(a.state.doc, 10, 2))),
      () =>
        a.dispatch(
          a.state.tr.insert(
            posIn(a.state.doc, 31, 0) - 1,
            schema.node('paragraph', null, schema.text('插在前面')),
          ),
        ),
      () =>
        a.dispatch(
          a.state.tr.insert(
            posIn(a.state.doc, 34, 0) - 1,
            schema.node('paragraph', null, schema.text('插在后面')),
          ),
        ),
      () => a.dispatch(a.state.tr.split(posIn(a.state.doc, 34, 1))),
      () => {
        const from = posIn(a.state.doc, 2, 0) - 1;
        a.dispatch(a.state.tr.delete(from, from + a.state.doc.child(2).nodeSize));
      },
    ];
    /** The one empty line (where B's caret is). */
    const emptyLine = () => {
      let found = -1;
      b.state.doc.forEach((n, _, i) => {
        if (n.content.size === 0) found = i;
      });
      return found;
    };
    edits.forEach((edit, i) => {
      edit();
      expect(lineAt(b.state.doc, b.state.selection.head), `edit ${i}`).toEqual([emptyLine(), 0]);
    });
    expect(emptyLine()).toBe(32);
    expectMappingMatches(b);
    // The caret at the start of line 30 (text), then that line dragged to the top: the caret goes
    // with it (upstream's recovery by content still runs when the position lands in another line).
    const text = b.state.doc.child(30).textContent;
    b.dispatch(b.state.tr.setSelection(TextSelection.create(b.state.doc, posIn(b.state.doc, 30, 0))));
    const moved = a.state.doc.child(30);
    const from = posIn(a.state.doc, 30, 0) - 1;
    a.dispatch(a.state.tr.delete(from, from + moved.nodeSize).insert(0, moved));
    expect(lineAt(b.state.doc, b.state.selection.head)).toEqual([0, 0]);
    expect(b.state.doc.child(0).textContent).toBe(text);
    expectMappingMatches(b);
    expectPositionsRoundTrip(b);
  });

  it('stay exact over many random edits of lines, batched and concurrent, and keep the untouched lines', () => {
    // A line no edit touches, with a caret in each editor: edits land before and after it.
    const ANCHOR = '锚定行：别动';
    const [docA, docB] = [new Y.Doc(), new Y.Doc()];
    const queues: [Uint8Array[], Uint8Array[]] = [[], []];
    docA.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && queues[0].push(u));
    docB.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && queues[1].push(u));
    const fragment = docA.getXmlFragment('default');
    docA.transact(() => {
      fragment.insert(
        0,
        Array.from({ length: 30 }, (_, i) => {
          const p = new Y.XmlElement('paragraph');
          if (i % 2) p.setAttribute('block', 'dialogue');
          p.insert(0, [new Y.XmlText(i === 15 ? ANCHOR : lineText(i))]);
          return p;
        }),
      );
    });
    Y.applyUpdate(docB, Y.encodeStateAsUpdate(docA), 'remote');
    queues[0].length = 0;
    const a = bind(docA);
    const b = bind(docB);
    const anchorLine = (doc: PmNode) => {
      let found = -1;
      doc.forEach((n, _, i) => {
        if (n.textContent === ANCHOR) found = i;
      });
      return found;
    };
    for (const w of [a, b])
      w.dispatch(w.state.tr.setSelection(TextSelection.create(w.state.doc, posIn(w.state.doc, 15, 2))));
    /** Delivers one side's queued updates to the other, in one transaction as a relay batch would. */
    const deliver = (from: 0 | 1) => {
      const updates = queues[from].splice(0);
      if (updates.length === 0) return;
      const to = from === 0 ? b : a;
      const before = to.state.doc;
      Y.applyUpdate(to.fragment.doc as Y.Doc, Y.mergeUpdates(updates), 'remote');
      // Lines the sender did not touch keep their nodes: at most a few lines per update are new.
      const old = new Set<PmNode>();
      before.forEach((n) => {
        old.add(n);
      });
      let fresh = 0;
      to.state.doc.forEach((n) => {
        if (!old.has(n)) fresh += 1;
      });
      expect(fresh).toBeLessThanOrEqual(updates.length * 5);
    };
    let seed = 11;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = (doc: PmNode) => {
      // A line other than the anchor line.
      const anchor = anchorLine(doc);
      let line = Math.floor(rnd() * (doc.childCount - 1));
      if (line >= anchor) line += 1;
      return line;
    };
    for (let step = 0; step < 400; step += 1) {
      const w = rnd() < 0.5 ? a : b;
      const doc = w.state.doc;
      const line = pick(doc);
      const size = doc.child(line).content.size;
      const kind = rnd();
      if (kind < 0.25) {
        w.dispatch(w.state.tr.insertText('字', posIn(doc, line, Math.floor(rnd() * (size + 1)))));
      } else if (kind < 0.4) {
        // Enter.
        w.dispatch(w.state.tr.split(posIn(doc, line, Math.floor(rnd() * (size + 1)))));
      } else if (kind < 0.55) {
        // A paste of one to three lines, between lines or into one.
        const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, i) =>
          schema.node('paragraph', { block: i % 2 ? 'dialogue' : null }, schema.text(`贴${step}-${i}`)),
        );
        if (rnd() < 0.5) w.dispatch(w.state.tr.insert(posIn(doc, line, 0) - 1, lines));
        else {
          const at = posIn(doc, line, Math.floor(rnd() * (size + 1)));
          w.dispatch(w.state.tr.replace(at, at, new Slice(Fragment.from(lines), 1, 1)));
        }
      } else if (kind < 0.7 && doc.childCount > 12) {
        // Whole lines deleted (one or two, not across the anchor).
        const anchor = anchorLine(doc);
        const count = line + 1 < doc.childCount && line + 1 !== anchor && rnd() < 0.5 ? 2 : 1;
        const from = posIn(doc, line, 0) - 1;
        w.dispatch(
          w.state.tr.delete(from, posIn(doc, line + count - 1, 0) - 1 + doc.child(line + count - 1).nodeSize),
        );
      } else if (kind < 0.8 && doc.childCount > 12) {
        // A selection across lines deleted (they join), not across the anchor.
        const anchor = anchorLine(doc);
        const last = Math.min(line + 1 + Math.floor(rnd() * 2), doc.childCount - 1);
        if (line < anchor && last >= anchor) continue;
        w.dispatch(w.state.tr.delete(posIn(doc, line, Math.floor(rnd() * (size + 1))), posIn(doc, last, 0)));
      } else if (kind < 0.9) {
        // Drag and drop of a line (never the anchor).
        w.dispatch(moveLine(w.state, line, rnd()));
      } else {
        w.dispatch(
          w.state.tr.setNodeMarkup(posIn(doc, line, 0) - 1, undefined, {
            block: rnd() < 0.5 ? 'scene' : null,
          }),
        );
      }
      // Updates are delivered now and then: several at once, and edits made concurrently.
      if (rnd() < 0.4) deliver(0);
      if (rnd() < 0.4) deliver(1);
      for (const v of [a, b]) {
        expectMappingMatches(v);
        expect(lineAt(v.state.doc, v.state.selection.head), `step ${step}`).toEqual([
          anchorLine(v.state.doc),
          2,
        ]);
      }
      if (step % 20 === 19) {
        deliver(0);
        deliver(1);
        deliver(0);
        expect(b.state.doc.eq(a.state.doc), `step ${step}`).toBe(true);
        expectPositionsRoundTrip(a);
        expectPositionsRoundTrip(b);
      }
    }
  });
});
