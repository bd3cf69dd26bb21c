import { type Node as PmNode, Schema } from '@tiptap/pm/model';
import { EditorState, type Transaction } from '@tiptap/pm/state';
import type { DecorationSet } from '@tiptap/pm/view';
import { describe, expect, it } from 'vitest';
import { indexed } from './indexedDecorations';
import { buildLineDecorations, moveSpeakerWindow, updateLineDecorations } from './scriptDecorations';
import { type LineWindow, WINDOW_MAX_LINES, wholeLines, windowOfLines } from './speakerWindow';

// The editor's document shape: top-level paragraphs with an optional `block` attribute.
const schema = new Schema({
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: { content: 'text*', attrs: { block: { default: null } } },
    text: {},
  },
});

const BLOCKS = [null, 'scene', 'characters', 'action', 'dialogue', 'transition'];
const SNIPPETS = [
  '林秋：',
  '掌柜（OS）：',
  '你好',
  '日 内 客栈',
  '第2集',
  '3-5 ',
  '人物：林秋、掌柜',
  '人物：',
  '：',
  '、',
  'VO',
  '。',
];

/** Small seeded PRNG (mulberry32), so a failure replays exactly. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function para(block: string | null, text: string) {
  return schema.node('paragraph', { block }, text ? schema.text(text) : undefined);
}

function startDoc(): PmNode {
  return schema.node('doc', null, [
    para(null, '第1集'),
    para('scene', '日 内 客栈大堂'),
    para('characters', '人物：林秋、掌柜'),
    para('characters', '小二'),
    para('action', '林秋进门。'),
    para('dialogue', '林秋：掌柜，来壶茶。'),
    para('dialogue', '掌柜（OS）：又是他。'),
    para('scene', '夜 外 后院'),
    para('scene', '2-7 日 内 书房'),
    para('dialogue', '小二 VO：来了！'),
    para('scene', '夜 内 书房'),
  ]);
}

/** One random edit of the kinds a writer or a remote collaborator makes. */
function edit(tr: Transaction, rnd: () => number): void {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)] as T;
  const size = tr.doc.content.size;
  const pos = () => 1 + Math.floor(rnd() * (size - 1));
  const inText = (p: number) => tr.doc.resolve(p).parent.type.name === 'paragraph';
  const kind = Math.floor(rnd() * 8);
  if (kind <= 1) {
    const p = pos();
    if (inText(p)) tr.insertText(pick(SNIPPETS), p);
  } else if (kind === 2) {
    const a = pos();
    const b = Math.min(size - 1, a + Math.floor(rnd() * 12));
    if (inText(a) && inText(b) && b > a) tr.delete(a, b);
  } else if (kind === 3) {
    const p = pos();
    if (inText(p))
      tr.split(p, 1, [{ type: schema.nodes.paragraph as never, attrs: { block: pick(BLOCKS) } }]);
  } else if (kind === 4) {
    // Change a line's type (an attribute-only step).
    let target = -1;
    const n = Math.floor(rnd() * tr.doc.childCount);
    tr.doc.forEach((_node, offset, index) => {
      if (index === n) target = offset;
    });
    if (target >= 0) tr.setNodeMarkup(target, undefined, { block: pick(BLOCKS) });
  } else if (kind === 5) {
    // Replace the whole document with identical content (y-prosemirror re-renders like this).
    tr.replaceWith(0, size, tr.doc.content);
  } else if (kind === 6) {
    tr.insert(boundary(tr.doc, rnd), para(pick(BLOCKS), pick(SNIPPETS)));
  } else {
    // Two edits in one transaction.
    const p = pos();
    if (inText(p)) tr.insertText(pick(SNIPPETS), p);
    const q = 1 + Math.floor(rnd() * (tr.doc.content.size - 1));
    if (inText(q)) tr.insertText(pick(SNIPPETS), q);
  }
}

function boundary(doc: PmNode, rnd: () => number): number {
  const n = Math.floor(rnd() * (doc.childCount + 1));
  let pos = 0;
  for (let i = 0; i < n; i += 1) pos += doc.child(i).nodeSize;
  return pos;
}

function describeSet(set: DecorationSet): string[] {
  return set
    .find()
    .map((d) => {
      const spec = d.spec as { key?: string };
      const attrs = (d as unknown as { type: { attrs?: unknown } }).type.attrs;
      return `${d.from}-${d.to} ${spec.key ?? ''} ${JSON.stringify(attrs ?? null)}`;
    })
    .sort();
}

describe('incremental script decorations', () => {
  it('build speakers and computed scene numbers over a document, in one set', () => {
    const doc = startDoc();
    const built = buildLineDecorations(doc, 1);
    expect(built.marks.map((m) => m.number)).toEqual(['1-1', '1-2', '2-8']);
    // Three bold speakers, the 人物 line that typed its own label and the three computed numbers.
    const all = built.set.find();
    expect(all.filter((d) => (d.spec as { key?: string }).key?.startsWith('scene-'))).toHaveLength(3);
    expect(all).toHaveLength(7);
  });

  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`equal a full rebuild after every one of 150 random edits and scrolls (seed ${seed})`, () => {
      expectIncrementalEqualsRebuild(seed, 0);
    });
  }
});

/** A document rebuilt as y-tiptap does for a remote change (equal content, new node objects). */
const rebuilt = (doc: PmNode) => schema.nodeFromJSON(doc.toJSON());

/**
 * 150 random edits from `startDoc`, with scrolls (the speaker window moved) between them and a share
 * `remoteShare` of the edits arriving as a remote writer's (one step replacing the whole document):
 * after each one the incrementally updated decorations equal a full build for the mapped window.
 */
function expectIncrementalEqualsRebuild(seed: number, remoteShare: number): void {
  const rnd = random(seed);
  let state = EditorState.create({ schema, doc: startDoc() });
  let line = buildLineDecorations(state.doc, 2);
  for (let step = 0; step < 150; step += 1) {
    if (rnd() < 0.2) {
      // The writer scrolled: speakers are drawn for a few lines somewhere in the script.
      const first = Math.floor(rnd() * state.doc.childCount);
      line = moveSpeakerWindow(
        line,
        state.doc,
        windowOfLines(state.doc, first, first + Math.floor(rnd() * 6)),
      );
    }
    let tr = state.tr;
    edit(tr, rnd);
    if (remoteShare > 0 && rnd() < remoteShare) {
      tr = state.tr.replaceWith(0, state.doc.content.size, rebuilt(tr.doc).content);
    }
    state = state.apply(tr);
    if (!tr.docChanged) continue;
    line = updateLineDecorations(line, tr, 2);
    expectWholeLines(state.doc, line.window);
    const full = buildLineDecorations(state.doc, 2, line.window);
    expect(line.marks, `scene marks after step ${step}`).toEqual(full.marks);
    expect(describeSet(line.set), `decorations after step ${step}`).toEqual(describeSet(full.set));
  }
}

/** Fails unless `window` starts and ends between lines. */
function expectWholeLines(doc: PmNode, window: LineWindow): void {
  const bounds = new Set([0]);
  doc.forEach((node, pos) => {
    bounds.add(pos + node.nodeSize);
  });
  expect(bounds.has(window.from) && bounds.has(window.to), JSON.stringify(window)).toBe(true);
}

/** A script of `count` lines: every other one a dialogue line, every tenth (from the first) a 人物 line with its typed label. */
function longDoc(count: number): PmNode {
  const lines: PmNode[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % 10 === 0) lines.push(para('characters', `人物：甲${i}`));
    else lines.push(i % 2 ? para('dialogue', `角色${i}：第${i}句。`) : para('action', `动作${i}。`));
  }
  return schema.node('doc', null, lines);
}

const kinds = (set: DecorationSet) =>
  set.find().map((d) => (d.spec as Record<string, unknown>).juzuoLine as string);
const count = (set: DecorationSet, kind: string) => kinds(set).filter((k) => k === kind).length;

describe('speaker window', () => {
  it('draws speakers only for the window, typed 人物 labels everywhere', () => {
    const doc = longDoc(1000);
    const line = buildLineDecorations(doc, 1, windowOfLines(doc, 500, 519));
    // Lines 500-519: ten dialogue lines (the odd ones); labels on every tenth line of the thousand.
    expect(count(line.set, 'speaker')).toBe(10);
    expect(count(line.set, 'label')).toBe(100);
    const speakers = line.set
      .find()
      .filter((d) => (d.spec as Record<string, unknown>).juzuoLine === 'speaker');
    expect(speakers.every((d) => d.from > line.window.from && d.to < line.window.to)).toBe(true);
    const moved = moveSpeakerWindow(line, doc, windowOfLines(doc, 0, 3));
    expect(count(moved.set, 'speaker')).toBe(2);
    expect(count(moved.set, 'label')).toBe(100);
    expect(describeSet(moved.set)).toEqual(describeSet(buildLineDecorations(doc, 1, moved.window).set));
  });

  it('starts with the first lines and keeps at most WINDOW_MAX_LINES when a whole script loads', () => {
    let state = EditorState.create({ schema, doc: schema.node('doc', null, [para(null, '')]) });
    let line = buildLineDecorations(state.doc, 1);
    expect(line.window).toEqual({ from: 0, to: 2 });
    // y-tiptap loads the relay's document by replacing the empty one whole.
    const tr = state.tr.replaceWith(0, state.doc.content.size, longDoc(1000).content);
    state = state.apply(tr);
    line = updateLineDecorations(line, tr, 1);
    expect(line.window).toEqual(windowOfLines(state.doc, 0, WINDOW_MAX_LINES - 1));
    expect(count(line.set, 'speaker')).toBe(WINDOW_MAX_LINES / 2);
    expect(describeSet(line.set)).toEqual(describeSet(buildLineDecorations(state.doc, 1, line.window).set));
  });

  it('stays on its lines through a remote change, which replaces the whole document', () => {
    let state = EditorState.create({ schema, doc: longDoc(1000) });
    let line = buildLineDecorations(state.doc, 1, windowOfLines(state.doc, 600, 659));
    const before = line.window;
    // A remote writer types in line 10 and adds a line at 20: y-tiptap rebuilds the document.
    const edited = state.tr.insertText(
      '改',
      state.doc.resolve(windowOfLines(state.doc, 10, 10).from + 2).pos,
    );
    edited.insert(windowOfLines(edited.doc, 20, 20).from, para('dialogue', '新人：新的一句。'));
    const tr = state.tr.replaceWith(0, state.doc.content.size, edited.doc.content);
    state = state.apply(tr);
    line = updateLineDecorations(line, tr, 1);
    expect(line.window).toEqual(windowOfLines(state.doc, 601, 660));
    expect(line.window.from - before.from).toBe(1 + para('dialogue', '新人：新的一句。').nodeSize);
    expect(count(line.set, 'speaker')).toBe(30);
    expect(describeSet(line.set)).toEqual(describeSet(buildLineDecorations(state.doc, 1, line.window).set));
  });

  it('redraws a speaker whose voice mark changed within the same range', () => {
    let state = EditorState.create({
      schema,
      doc: schema.node('doc', null, [para('dialogue', '小二 VO：来了！')]),
    });
    let line = buildLineDecorations(state.doc, 1);
    const tr = state.tr.insertText('OS', 4, 6);
    state = state.apply(tr);
    line = updateLineDecorations(line, tr, 1);
    expect(describeSet(line.set)).toEqual(describeSet(buildLineDecorations(state.doc, 1, line.window).set));
    expect(describeSet(line.set).join()).toContain('"data-voice":"OS"');
  });

  it('holds whole lines: a position inside a line takes the line, one between lines none', () => {
    const doc = longDoc(5);
    const second = windowOfLines(doc, 1, 1);
    expect(wholeLines(doc, second.from + 2, second.from + 2)).toEqual(second);
    expect(wholeLines(doc, second.from, second.from)).toEqual({ from: second.from, to: second.from });
    expect(wholeLines(doc, 0, doc.content.size, 2)).toEqual(windowOfLines(doc, 0, 1));
    expect(wholeLines(doc, doc.content.size, doc.content.size)).toEqual({
      from: doc.content.size,
      to: doc.content.size,
    });
  });
});

describe('indexed decorations', () => {
  it('give every line the same decorations as the set itself', () => {
    const rnd = random(11);
    let state = EditorState.create({ schema, doc: startDoc() });
    for (let step = 0; step < 60; step += 1) {
      const tr = state.tr;
      edit(tr, rnd);
      state = state.apply(tr);
    }
    const set = buildLineDecorations(state.doc, 1).set;
    const fast = indexed(set);
    expect(indexed(set)).toBe(fast);
    const lines: [number, PmNode][] = [];
    state.doc.forEach((node, offset) => {
      lines.push([offset, node]);
    });
    // In document order as the view asks (twice: the second pass starts behind the first's end),
    // then in a shuffled order (lookups behind the last one).
    const order = [...lines, ...lines, ...[...lines].sort(() => rnd() - 0.5)];
    let checked = 0;
    for (const [offset, node] of order) {
      const a = fast.forChild(offset, node) as DecorationSet;
      const b = set.forChild(offset, node) as DecorationSet;
      expect(describeSet(a)).toEqual(describeSet(b));
      checked += a.find().length;
    }
    expect(checked).toBe(3 * set.find().length);
    expect(set.find().length).toBeGreaterThan(2);
    expect(fast.eq(indexed(set.map(state.tr.mapping, state.doc)))).toBe(true);
  });
});

describe('remote changes', () => {
  // y-tiptap applies a remote change by rebuilding every line's node and replacing the whole
  // document; the decorations follow the documents' structural diff instead of that step.
  for (const seed of [21, 22, 23, 24, 25, 26]) {
    it(`equal a full rebuild after every one of 150 random remote and local edits (seed ${seed})`, () => {
      expectIncrementalEqualsRebuild(seed, 0.7);
    });
  }

  it('map through a diff whose end falls before its start (a character typed beside the same one)', () => {
    const doc = schema.node('doc', null, [
      para('dialogue', '甲：哈'),
      para('dialogue', '：乙：哈哈'),
      para('scene', '日 内 客栈'),
      para('dialogue', '丙：好'),
    ]);
    for (const [line, offset, text] of [
      [0, 4, '哈'],
      [1, 1, '：'],
      [0, 3, '：'],
      [1, 6, '哈'],
    ] as const) {
      let state = EditorState.create({ schema, doc });
      let decorations = buildLineDecorations(state.doc, 1, windowOfLines(state.doc, 0, 3));
      const at = windowOfLines(state.doc, line, line).from + offset;
      const typed = rebuilt(state.tr.insertText(text, at).doc);
      const tr = state.tr.replaceWith(0, state.doc.content.size, typed.content);
      state = state.apply(tr);
      decorations = updateLineDecorations(decorations, tr, 1);
      const full = buildLineDecorations(state.doc, 1, decorations.window);
      expect(decorations.marks).toEqual(full.marks);
      expect(describeSet(decorations.set), `${text} at ${line}:${offset}`).toEqual(describeSet(full.set));
    }
  });

  it('recompute only the changed line of a long script when one character arrives', () => {
    let state = EditorState.create({ schema, doc: longDoc(2000) });
    let line = buildLineDecorations(state.doc, 1, windowOfLines(state.doc, 1000, 1059));
    const at = windowOfLines(state.doc, 1001, 1001).from + 4;
    const typed = rebuilt(state.tr.insertText('改', at).doc);
    const tr = state.tr.replaceWith(0, state.doc.content.size, typed.content);
    const untouched = line.set.find(0, windowOfLines(state.doc, 999, 999).to);
    state = state.apply(tr);
    line = updateLineDecorations(line, tr, 1);
    // The decorations of the lines before the change are the same objects (mapped, not rebuilt).
    const kept = line.set.find(0, windowOfLines(state.doc, 999, 999).to);
    expect(kept.length).toBe(untouched.length);
    // (A decoration's `type` holds its attributes and spec; mapping moves it without copying that.)
    const typeOf = (d: unknown) => (d as { type: unknown }).type;
    expect(kept.every((d, i) => typeOf(d) === typeOf(untouched[i]))).toBe(true);
    expect(describeSet(line.set)).toEqual(describeSet(buildLineDecorations(state.doc, 1, line.window).set));
  });
});
