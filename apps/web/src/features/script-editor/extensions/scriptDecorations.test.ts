import { type Node as PmNode, Schema } from '@tiptap/pm/model';
import { EditorState, type Transaction } from '@tiptap/pm/state';
import type { DecorationSet } from '@tiptap/pm/view';
import { describe, expect, it } from 'vitest';
import { indexed } from './indexedDecorations';
import { buildLineDecorations, updateLineDecorations } from './scriptDecorations';

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
    it(`equal a full rebuild after every one of 150 random edits (seed ${seed})`, () => {
      const rnd = random(seed);
      let state = EditorState.create({ schema, doc: startDoc() });
      let line = buildLineDecorations(state.doc, 2);
      for (let step = 0; step < 150; step += 1) {
        const tr = state.tr;
        edit(tr, rnd);
        state = state.apply(tr);
        if (!tr.docChanged) continue;
        line = updateLineDecorations(line, tr, 2);
        const full = buildLineDecorations(state.doc, 2);
        expect(line.marks, `scene marks after step ${step}`).toEqual(full.marks);
        expect(describeSet(line.set), `decorations after step ${step}`).toEqual(describeSet(full.set));
      }
    });
  }
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
